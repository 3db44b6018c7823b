import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, pagesOf, SelectButton } from '../ui/AdminListPage';
import { catalogueQueries } from './api';
import { useUpdatePromoMutation } from './api/promos';
import { StateBadge } from './StateBadge';
import { dayEnd, dayStart, promoDateFields, PromoCodeForm } from './PromoCodeForm';
import { WRAPPING } from '../ui/buttons';

type Promo = adminCatalogue.TAdminPromo;
const day = (iso: string) => iso.slice(0, 10);
/** "10% off", "200 points off": the code's discount in the language shown. */
const discountOf = (i18n: I18n, p: Promo) => {
  const amount = p.amount;
  return p.kind === 'percent'
    ? i18n._(msg`${amount}% off`)
    : i18n._(plural(amount, { one: '# point off', other: '# points off' }));
};
/** A blank limit means "no limit". */
const limit = (v: number | string) => (v === '' ? null : Number(v));

type PromoLimits = {
  from: string;
  to: string;
  maxTotal: number | string;
  maxMember: number | string;
  minBasket: number | string;
};

const limitFields: FieldSpec<PromoLimits>[] = [
  ...promoDateFields,
  {
    kind: 'number',
    name: 'maxTotal',
    label: msg`Uses in all`,
    description: msg`Blank: no limit`,
    min: 1,
    errorKey: 'maxUsesTotal',
    w: 140,
  },
  {
    kind: 'number',
    name: 'maxMember',
    label: msg`Uses per member`,
    description: msg`Blank: no limit`,
    min: 1,
    errorKey: 'maxUsesPerMember',
    w: 150,
  },
  {
    kind: 'number',
    name: 'minBasket',
    label: msg`Smallest basket`,
    description: msg`Points`,
    min: 0,
    w: 140,
  },
];

/** "(10% off, used 3 times)" beside the code. */
function discountLine(i18n: I18n, promo: Promo) {
  const discount = discountOf(i18n, promo);
  return i18n._(
    plural(promo.usesCount, {
      one: `(${discount}, used # time)`,
      other: `(${discount}, used # times)`,
    }),
  );
}

function PromoEditor({ promo }: { promo: Promo }) {
  const { i18n, t } = useLingui();
  const { values, set } = useFormValues<PromoLimits>({
    from: day(promo.validFrom),
    to: day(promo.validTo),
    maxTotal: promo.maxUsesTotal ?? '',
    maxMember: promo.maxUsesPerMember ?? '',
    minBasket: promo.minBasket,
  });
  const update = useUpdatePromoMutation(promo.id, {
    success: (r) => {
      const code = r.promo.code;
      return [t`Promo code ${code} saved.`, t`Promo code changed`];
    },
  });
  const save = () =>
    update.mutate({
      validFrom: values.from === day(promo.validFrom) ? undefined : dayStart(values.from),
      validTo: values.to === day(promo.validTo) ? undefined : dayEnd(values.to),
      maxUsesTotal: limit(values.maxTotal),
      maxUsesPerMember: limit(values.maxMember),
      minBasket: Number(values.minBasket) || 0,
    });
  const title = (
    <>
      {promo.code}{' '}
      <Text span c="dimmed" size="sm">
        {discountLine(i18n, promo)}
      </Text>
    </>
  );
  return (
    <AdminFormCard title={title}>
      <AdminFields fields={limitFields} values={values} set={set} errors={update.fieldErrors} />
      <FormErrorLine error={update.error} fieldErrors={update.fieldErrors} />
      <Group mt="md" gap="sm">
        <Button styles={WRAPPING} variant="default" loading={update.isPending} onClick={save}>
          <Trans>Save</Trans>
        </Button>
        <Button
          styles={WRAPPING}
          variant="default"
          leftSection={
            promo.active ? (
              <IconPlayerPause size={18} aria-hidden />
            ) : (
              <IconPlayerPlay size={18} aria-hidden />
            )
          }
          loading={update.isPending}
          onClick={() => update.mutate({ active: !promo.active })}
        >
          {promo.active ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
        </Button>
      </Group>
    </AdminFormCard>
  );
}

function State({ promo }: { promo: Promo }) {
  const now = new Date().toISOString();
  if (!promo.active)
    return (
      <StateBadge tone="off">
        <Trans>Off</Trans>
      </StateBadge>
    );
  if (promo.validTo < now)
    return (
      <StateBadge tone="off">
        <Trans>Ended</Trans>
      </StateBadge>
    );
  if (promo.maxUsesTotal !== null && promo.usesCount >= promo.maxUsesTotal)
    return (
      <StateBadge tone="warn">
        <Trans>Used up</Trans>
      </StateBadge>
    );
  if (promo.validFrom > now)
    return (
      <StateBadge tone="info">
        <Trans>Not started</Trans>
      </StateBadge>
    );
  return (
    <StateBadge tone="good">
      <Trans>Live</Trans>
    </StateBadge>
  );
}

/** /admin/shop/promo-codes: every promo code, how often it has been used, its dates and limits. */
export default function PromoCodesScreen() {
  const [page, setPage] = useState(1);
  const query = useQuery(catalogueQueries.promos(page));
  const { i18n, t } = useLingui();
  return (
    <AdminListPage
      title={t`Promo codes`}
      intro={t`Codes members type at checkout. The code and its discount stay fixed once created; dates, limits and on/off can change.`}
      query={query}
      label={t`Promo codes`}
      rows={query.data?.promos ?? []}
      rowId={(p) => p.id}
      editor={(p) => <PromoEditor promo={p} />}
      editorKey={(p) => `${p.id}-${p.active}-${p.validFrom}-${p.validTo}-${p.maxUsesTotal}`}
      paging={{ page, pages: pagesOf(query.data?.total), onChange: setPage }}
      bottom={<PromoCodeForm />}
      columns={(select) => [
        {
          key: 'code',
          header: t`Code`,
          cell: (p) => <SelectButton onClick={() => select(p)}>{p.code}</SelectButton>,
        },
        { key: 'discount', header: t`Discount`, cell: (p) => discountOf(i18n, p), nowrap: true },
        {
          key: 'dates',
          header: t`Valid`,
          cell: (p) => {
            const from = day(p.validFrom);
            const to = day(p.validTo);
            return t`${from} to ${to}`;
          },
          nowrap: true,
        },
        {
          key: 'uses',
          header: t`Used`,
          cell: (p) => {
            const used = p.usesCount;
            const most = p.maxUsesTotal;
            return most === null ? used : t`${used} of ${most}`;
          },
          align: 'right',
          nowrap: true,
        },
        {
          key: 'member',
          header: t`Per member`,
          cell: (p) => p.maxUsesPerMember ?? t`Any`,
          align: 'right',
          nowrap: true,
        },
        { key: 'state', header: t`State`, cell: (p) => <State promo={p} />, nowrap: true },
      ]}
    />
  );
}
