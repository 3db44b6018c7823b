import { Button, Group, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import { IconDiscountCheck } from '@tabler/icons-react';
import type { ApplyPromoData } from './api';
import classes from './shop.module.css';

/** The promo code box and its Apply button. Enter in the box applies the code rather than checking out. */
export function PromoCodeField({
  value,
  onChange,
  onApply,
  applying,
  error,
}: {
  value: string;
  onChange(value: string): void;
  onApply(): void;
  applying: boolean;
  error: string | null;
}) {
  return (
    <div className={classes.promoRow}>
      <TextInput
        label="Promo code"
        description="Optional"
        value={value}
        maxLength={LIMITS.promoCode}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onApply();
        }}
        error={error}
        size="md"
        className={classes.promoInput}
      />
      <Button
        variant="light"
        size="md"
        onClick={onApply}
        loading={applying}
        disabled={!value.trim()}
        className={classes.promoApply}
      >
        Apply
      </Button>
    </div>
  );
}

/** An applied code: what it takes off and the new total, with a way to take it off again. */
export function PromoDiscount({
  result,
  money,
  onRemove,
}: {
  result: ApplyPromoData;
  money: (value: number) => string;
  onRemove(): void;
}) {
  return (
    <div className={classes.promoApplied} role="status" aria-label="Promo code applied">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconDiscountCheck size={18} aria-hidden className={classes.promoIcon} />
          <Text size="sm">
            <strong>{result.promoCode}</strong>
            {result.voucherAmtDesc ? ` (${result.voucherAmtDesc})` : ''}
          </Text>
        </Group>
        <Text size="sm" fw={700} className={classes.nowrap} data-testid="promo-discount">
          -{money(result.shopVoucherDiscountTotal)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Text fw={700}>New total</Text>
        <Text fw={800} size="xl" data-testid="promo-total">
          {money(result.grandTotal)}
        </Text>
      </Group>
      <Button variant="subtle" size="sm" onClick={onRemove} mt={4} px={0} className={classes.tapTarget}>
        Remove code
      </Button>
    </div>
  );
}
