import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { useCreatePromoMutation } from './api/promos';
import { WRAPPING } from '../ui/buttons';

const today = () => new Date().toISOString().slice(0, 10);

/** A code's dates are whole days: from the start of the first to the end of the last. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

export const promoDateFields: FieldSpec<{ from: string; to: string }>[] = [
  { kind: 'text', type: 'date', name: 'from', label: msg`Valid from`, errorKey: 'validFrom', w: 170 },
  { kind: 'text', type: 'date', name: 'to', label: msg`Valid to`, errorKey: 'validTo', w: 170 },
];

type NewPromo = { code: string; kind: string; amount: number | string; from: string; to: string };

const DISCOUNT_KINDS = [
  { value: 'percent', label: msg`Percent off` },
  { value: 'fixed', label: msg`Points off` },
];

const fields: FieldSpec<NewPromo>[] = [
  { kind: 'text', name: 'code', label: msg`Promo code`, w: 180, required: true },
  { kind: 'select', name: 'kind', label: msg`Discount`, data: DISCOUNT_KINDS, w: 160 },
  { kind: 'number', name: 'amount', label: msg`Amount`, min: 1, w: 120, required: true },
  ...promoDateFields,
];

/** Creates a promo code. */
export function PromoCodeForm() {
  const { t } = useLingui();
  const { values, set, reset } = useFormValues<NewPromo>(() => ({
    code: '',
    kind: 'percent',
    amount: '',
    from: today(),
    to: today(),
  }));
  const create = useCreatePromoMutation({
    success: (r) => {
      const code = r.code;
      return [t`Promo code ${code} created.`, t`Promo code created`];
    },
    onDone: () => reset({ code: '', amount: '' }),
  });
  const submit = () =>
    create.mutate({
      code: values.code,
      kind: values.kind === 'fixed' ? 'fixed' : 'percent',
      amount: Number(values.amount),
      validFrom: dayStart(values.from),
      validTo: dayEnd(values.to),
    });
  return (
    <AdminFormCard title={t`Create a promo code`}>
      <AdminFields fields={fields} values={values} set={set} errors={create.fieldErrors} />
      <FormErrorLine error={create.error} fieldErrors={create.fieldErrors} />
      <Button
        styles={WRAPPING}
        mt="md"
        leftSection={<IconTicket size={18} aria-hidden />}
        loading={create.isPending}
        disabled={!values.code.trim() || !values.amount}
        onClick={submit}
      >
        <Trans>Create promo code</Trans>
      </Button>
    </AdminFormCard>
  );
}
