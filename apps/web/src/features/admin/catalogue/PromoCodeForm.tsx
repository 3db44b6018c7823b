import { Button, Group, NumberInput, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

const today = () => new Date().toISOString().slice(0, 10);
/** The promo code list (admin/shop/promo-codes) shows a new code at once. */
export const PROMO_LIST_KEY = ['admin', 'promolist'];

/** Creates a promo code; the dates are whole days (from the start of the first to the end of the last). */
export function PromoCodeForm() {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [amount, setAmount] = useState<number | string>('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const create = useMutation({
    mutationFn: () =>
      callApi(adminCatalogue.promocreate, {
        code,
        kind,
        amount: Number(amount),
        validFrom: `${from}T00:00:00.000Z`,
        validTo: `${to}T23:59:59.999Z`,
      }),
    onSuccess: (r) => {
      notifySuccess(`Promo code ${r.code} created.`, 'Promo code created');
      setCode('');
      setAmount('');
      void client.invalidateQueries({ queryKey: PROMO_LIST_KEY });
    },
  });
  const errors = create.error ? formErrorsOf(create.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Create a promo code
      </Title>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Promo code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
          w={{ base: '100%', xs: 180 }}
          required
        />
        <Select
          label="Discount"
          data={[
            { value: 'percent', label: 'Percent off' },
            { value: 'fixed', label: 'Points off' },
          ]}
          value={kind}
          onChange={(v) => setKind(v === 'fixed' ? 'fixed' : 'percent')}
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
        <NumberInput
          label="Amount"
          value={amount}
          onChange={setAmount}
          min={1}
          allowDecimal={false}
          error={errors.amount}
          w={{ base: '100%', xs: 120 }}
          required
        />
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
      </Group>
      {create.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(create.error)}
        </Text>
      )}
      <Button
        mt="md"
        leftSection={<IconTicket size={18} aria-hidden />}
        loading={create.isPending}
        disabled={!code.trim() || !amount}
        onClick={() => create.mutate()}
      >
        Create promo code
      </Button>
    </Paper>
  );
}
