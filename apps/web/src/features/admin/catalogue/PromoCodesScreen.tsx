import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, pagesOf, SelectButton } from '../ui/AdminListPage';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { catalogueKeys, catalogueQueries } from './api';
import { StateBadge } from './StateBadge';
import { dayEnd, dayStart, promoDateFields, PromoCodeForm } from './PromoCodeForm';

type Promo = adminCatalogue.TAdminPromo;
const day = (iso: string) => iso.slice(0, 10);
const discount = (p: Promo) => (p.kind === 'percent' ? `${p.amount}% off` : `${p.amount} points off`);
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
    label: 'Uses in all',
    description: 'Blank: no limit',
    min: 1,
    errorKey: 'maxUsesTotal',
    w: 140,
  },
  {
    kind: 'number',
    name: 'maxMember',
    label: 'Uses per member',
    description: 'Blank: no limit',
    min: 1,
    errorKey: 'maxUsesPerMember',
    w: 150,
  },
  { kind: 'number', name: 'minBasket', label: 'Smallest basket', description: 'Points', min: 0, w: 140 },
];

function PromoEditor({ promo }: { promo: Promo }) {
  const { values, set } = useFormValues<PromoLimits>({
    from: day(promo.validFrom),
    to: day(promo.validTo),
    maxTotal: promo.maxUsesTotal ?? '',
    maxMember: promo.maxUsesPerMember ?? '',
    minBasket: promo.minBasket,
  });
  const update = useAdminMutation({
    mutationFn: (patch: Omit<adminCatalogue.PromoUpdateBody, 'promoId'>) =>
      callApi(adminCatalogue.promoupdate, { promoId: promo.id, ...patch }),
    invalidate: [catalogueKeys.promos],
    success: (r) => [`Promo code ${r.promo.code} saved.`, 'Promo code changed'],
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
        ({discount(promo)}, used {promo.usesCount} times)
      </Text>
    </>
  );
  return (
    <AdminFormCard title={title}>
      <AdminFields fields={limitFields} values={values} set={set} errors={update.fieldErrors} />
      <FormErrorLine error={update.error} fieldErrors={update.fieldErrors} />
      <Group mt="md" gap="sm">
        <Button variant="default" loading={update.isPending} onClick={save}>
          Save
        </Button>
        <Button
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
          {promo.active ? 'Switch off' : 'Switch on'}
        </Button>
      </Group>
    </AdminFormCard>
  );
}

function State({ promo }: { promo: Promo }) {
  const now = new Date().toISOString();
  if (!promo.active) return <StateBadge tone="off">Off</StateBadge>;
  if (promo.validTo < now) return <StateBadge tone="off">Ended</StateBadge>;
  if (promo.maxUsesTotal !== null && promo.usesCount >= promo.maxUsesTotal)
    return <StateBadge tone="warn">Used up</StateBadge>;
  if (promo.validFrom > now) return <StateBadge tone="info">Not started</StateBadge>;
  return <StateBadge tone="good">Live</StateBadge>;
}

/** /admin/shop/promo-codes: every promo code, how often it has been used, its dates and limits. */
export default function PromoCodesScreen() {
  const [page, setPage] = useState(1);
  const query = useQuery(catalogueQueries.promos(page));
  return (
    <AdminListPage
      title="Promo codes"
      intro="Codes members type at checkout. The code and its discount stay fixed once created; dates, limits and on/off can change."
      query={query}
      label="Promo codes"
      rows={query.data?.promos ?? []}
      rowId={(p) => p.id}
      editor={(p) => <PromoEditor promo={p} />}
      editorKey={(p) => `${p.id}-${p.active}-${p.validFrom}-${p.validTo}-${p.maxUsesTotal}`}
      paging={{ page, pages: pagesOf(query.data?.total), onChange: setPage }}
      bottom={<PromoCodeForm />}
      columns={(select) => [
        {
          key: 'code',
          header: 'Code',
          cell: (p) => <SelectButton onClick={() => select(p)}>{p.code}</SelectButton>,
        },
        { key: 'discount', header: 'Discount', cell: discount, nowrap: true },
        {
          key: 'dates',
          header: 'Valid',
          cell: (p) => `${day(p.validFrom)} to ${day(p.validTo)}`,
          nowrap: true,
        },
        {
          key: 'uses',
          header: 'Used',
          cell: (p) => (p.maxUsesTotal === null ? p.usesCount : `${p.usesCount} of ${p.maxUsesTotal}`),
          align: 'right',
          nowrap: true,
        },
        {
          key: 'member',
          header: 'Per member',
          cell: (p) => p.maxUsesPerMember ?? 'Any',
          align: 'right',
          nowrap: true,
        },
        { key: 'state', header: 'State', cell: (p) => <State promo={p} />, nowrap: true },
      ]}
    />
  );
}
