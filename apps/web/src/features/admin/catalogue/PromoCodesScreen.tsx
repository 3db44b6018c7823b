import { Button, Group, NumberInput, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { StateBadge } from './StateBadge';
import { PROMO_LIST_KEY, PromoCodeForm } from './PromoCodeForm';

type Promo = adminCatalogue.TAdminPromo;
const day = (iso: string) => iso.slice(0, 10);
const discount = (p: Promo) => (p.kind === 'percent' ? `${p.amount}% off` : `${p.amount} points off`);
/** A blank limit means "no limit". */
const limit = (v: number | string) => (v === '' ? null : Number(v));

function PromoEditor({ promo }: { promo: Promo }) {
  const client = useQueryClient();
  const [from, setFrom] = useState(day(promo.validFrom));
  const [to, setTo] = useState(day(promo.validTo));
  const [maxTotal, setMaxTotal] = useState<number | string>(promo.maxUsesTotal ?? '');
  const [maxMember, setMaxMember] = useState<number | string>(promo.maxUsesPerMember ?? '');
  const [minBasket, setMinBasket] = useState<number | string>(promo.minBasket);
  const update = useMutation({
    mutationFn: (patch: Omit<adminCatalogue.PromoUpdateBody, 'promoId'>) =>
      callApi(adminCatalogue.promoupdate, { promoId: promo.id, ...patch }),
    onSuccess: (r) => {
      notifySuccess(`Promo code ${r.promo.code} saved.`, 'Promo code changed');
      void client.invalidateQueries({ queryKey: PROMO_LIST_KEY });
    },
  });
  const errors = update.error ? formErrorsOf(update.error) : {};
  const save = () =>
    update.mutate({
      // Whole days, as the create form: from the start of the first to the end of the last.
      validFrom: from === day(promo.validFrom) ? undefined : `${from}T00:00:00.000Z`,
      validTo: to === day(promo.validTo) ? undefined : `${to}T23:59:59.999Z`,
      maxUsesTotal: limit(maxTotal),
      maxUsesPerMember: limit(maxMember),
      minBasket: Number(minBasket) || 0,
    });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {promo.code}{' '}
        <Text span c="dimmed" size="sm">
          ({discount(promo)}, used {promo.usesCount} times)
        </Text>
      </Title>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Valid from"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.validFrom}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="Valid to"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.validTo}
          w={{ base: '100%', xs: 170 }}
        />
        <NumberInput
          label="Uses in all"
          description="Blank: no limit"
          value={maxTotal}
          onChange={setMaxTotal}
          min={1}
          allowDecimal={false}
          error={errors.maxUsesTotal}
          w={{ base: '100%', xs: 140 }}
        />
        <NumberInput
          label="Uses per member"
          description="Blank: no limit"
          value={maxMember}
          onChange={setMaxMember}
          min={1}
          allowDecimal={false}
          error={errors.maxUsesPerMember}
          w={{ base: '100%', xs: 150 }}
        />
        <NumberInput
          label="Smallest basket"
          description="Points"
          value={minBasket}
          onChange={setMinBasket}
          min={0}
          allowDecimal={false}
          error={errors.minBasket}
          w={{ base: '100%', xs: 140 }}
        />
      </Group>
      {update.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(update.error)}
        </Text>
      )}
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
    </Paper>
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
  const query = useQuery({ queryKey: PROMO_LIST_KEY, queryFn: () => callApi(adminCatalogue.promolist, {}) });
  const promos = query.data?.promos ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const current = promos.find((p) => p.id === selected);
  const columns: readonly Column<Promo>[] = [
    {
      key: 'code',
      header: 'Code',
      cell: (p) => (
        <Button variant="subtle" size="compact-sm" onClick={() => setSelected(p.id)}>
          {p.code}
        </Button>
      ),
    },
    { key: 'discount', header: 'Discount', cell: discount, nowrap: true },
    { key: 'dates', header: 'Valid', cell: (p) => `${day(p.validFrom)} to ${day(p.validTo)}`, nowrap: true },
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
  ];
  return (
    <AdminPage
      title="Promo codes"
      intro="Codes members type at checkout. The code and its discount stay fixed once created; dates, limits and on/off can change."
      error={query.error}
      loading={query.isPending}
    >
      {current && (
        <PromoEditor
          key={`${current.id}-${current.active}-${current.validFrom}-${current.validTo}-${current.maxUsesTotal}`}
          promo={current}
        />
      )}
      <ReportTable label="Promo codes" columns={columns} rows={promos} rowKey={(p) => String(p.id)} />
      <PromoCodeForm />
    </AdminPage>
  );
}
