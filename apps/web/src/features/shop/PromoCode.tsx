import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, type TBasketPromo } from '@portal/contract';
import { IconDiscountCheck } from '@tabler/icons-react';
import { DARK_TITLE } from '../../components/alert-styles';
import { ToneAlert } from '../../components/ToneAlert';
import classes from './shop.module.css';
import { minus } from './money';

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
  const { t } = useLingui();
  return (
    <div className={classes.promoRow}>
      <TextInput
        label={t`Promo code`}
        description={t`Optional`}
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
        <Trans>Apply</Trans>
      </Button>
    </div>
  );
}

/** The code kept with the basket, applying: what it takes off and the new total, and Remove code. */
export function PromoDiscount({
  promo,
  grandTotal,
  money,
  removing,
  onRemove,
}: {
  promo: TBasketPromo;
  grandTotal: number;
  money: (value: number) => string;
  removing: boolean;
  onRemove(): void;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.promoApplied} role="status" aria-label={t`Promo code applied`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconDiscountCheck size={18} aria-hidden className={classes.promoIcon} />
          <Text size="sm">
            <strong>{promo.promoCode}</strong>
            {promo.voucherAmtDesc ? ` (${promo.voucherAmtDesc})` : ''}
          </Text>
        </Group>
        <Text size="sm" fw={700} className={classes.nowrap} data-testid="promo-discount">
          {minus(money(promo.shopVoucherDiscountTotal))}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Text fw={700}>
          <Trans>New total</Trans>
        </Text>
        <Text fw={800} size="xl" data-testid="promo-total">
          {money(grandTotal)}
        </Text>
      </Group>
      <Button
        variant="subtle"
        size="sm"
        onClick={onRemove}
        loading={removing}
        mt={4}
        px={0}
        className={classes.tapTarget}
      >
        <Trans>Remove code</Trans>
      </Button>
    </div>
  );
}

/**
 * The code kept with the basket no longer applies (expired, used up, the basket below its
 * minimum): said here, with the reason, before checkout, so the total shown is the one charged.
 * It stays kept, since a basket below the minimum may reach it again, until it is removed.
 */
export function PromoLapsed({
  promo,
  removing,
  onRemove,
}: {
  promo: TBasketPromo;
  removing: boolean;
  onRemove(): void;
}) {
  const { t } = useLingui();
  const code = promo.promoCode;
  return (
    <ToneAlert
      tone="warning"
      title={t`Promo code ${code} no longer applies`}
      styles={DARK_TITLE}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {promo.voucherAmtDesc} <Trans>Your total is without its discount.</Trans>
        </Text>
        <Button variant="white" size="sm" onClick={onRemove} loading={removing} mih={44}>
          <Trans>Remove code</Trans>
        </Button>
      </Stack>
    </ToneAlert>
  );
}
