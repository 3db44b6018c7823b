import { ActionIcon, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TBasketItem, TShopInfo } from '@portal/contract';
import { IconArrowLeft, IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { DARK_TITLE } from '../../components/alert-styles';
import { ToneAlert } from '../../components/ToneAlert';
import { ApiError, formErrorText } from '../../lib/api';
import { useAppliedPromo, useBasket, useChangeQty, useCheckoutSummary, type CheckoutData } from './api';
import { basketWarnings, buyableLines } from './basket-warnings';
import { brandAndModel } from './brand-model';
import { ProductImage } from './ProductImage';
import { PromoCodeField, PromoDiscount } from './PromoCode';
import { useRemovedLines } from './use-removed-lines';
import { TotalCard } from './TotalCard';
import classes from './shop.module.css';

/**
 * The shop's basket mode: warnings, lines with quantity controls, total, the promo code with its
 * Apply button (the discount and new total at once, or why the code is refused), Check Out.
 */
export function BasketView({
  inf,
  money,
  promoCode,
  onPromoCode,
  appliedCode,
  onApplied,
  onBack,
  onCheckout,
}: {
  inf: TShopInfo;
  money: (value: number) => string;
  promoCode: string;
  onPromoCode(code: string): void;
  /** The code the member pressed Apply for ('' when none): checked again whenever the basket changes. */
  appliedCode: string;
  onApplied(code: string): void;
  onBack(): void;
  onCheckout(summary: CheckoutData, promoCode: string): void;
}) {
  const basket = useBasket(inf.alloc);
  const change = useChangeQty(inf.alloc);
  const summary = useCheckoutSummary(inf.alloc);
  const applied = useAppliedPromo(appliedCode, inf.alloc, basket.data?.totalBasketPrice ?? 0);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removed = useRemovedLines(basket.data?.basket);
  const appliedError = applied.error
    ? ((applied.error instanceof ApiError ? applied.error.formErrors.promoCode : undefined) ??
      formErrorText(applied.error))
    : null;
  const promoError = checkoutError ?? appliedError;

  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} px="xs">
      Back
    </Button>
  );
  const heading = (count: number) => (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <div>
        <Title order={1} size="h2">
          My Basket
        </Title>
        <Text c="dimmed">{count === 1 ? '1 item' : `${count} items`}</Text>
      </div>
      {back}
    </Group>
  );

  if (basket.isPending) return <PageLoader />;
  if (basket.isError) {
    return (
      <Stack>
        {heading(0)}
        <ScreenNotice color="red">Error retrieving basket data</ScreenNotice>
      </Stack>
    );
  }
  // A withdrawn product is gone from the basket: only the warning, kept for this visit, says so.
  const lines = buyableLines(basket.data.basket);
  const warnings = basketWarnings([...removed, ...lines], money);
  const discount = applied.data;

  function changeQty(item: TBasketItem, action: 'add' | 'decrease' | 'delete') {
    setNotice(null);
    change.mutate(
      { action, shopBasketId: item.shopBasketId },
      { onError: (err) => setNotice(formErrorText(err)) },
    );
  }

  function apply() {
    setCheckoutError(null);
    const code = promoCode.trim();
    if (!code) return;
    if (code === appliedCode) void applied.refetch();
    else onApplied(code);
  }

  function checkOut(event: FormEvent) {
    event.preventDefault();
    setCheckoutError(null);
    setNotice(null);
    const code = promoCode.trim();
    summary.mutate(code, {
      onSuccess: (result) => {
        // A refused code is not an error to the server: the summary says why, and the member
        // stays here to correct it or clear it.
        if (code && !result.isVoucherOk)
          setCheckoutError(result.voucherAmtDesc || 'This promo code cannot be applied.');
        else onCheckout(result, code);
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.formErrors.promoCode : undefined;
        if (field) setCheckoutError(field);
        else setNotice(formErrorText(err));
      },
    });
  }

  return (
    <Stack gap="lg">
      {heading(basket.data.totalBasketQty)}
      {warnings.length > 0 && (
        <ToneAlert tone="warning" title="Your basket has changed" styles={DARK_TITLE} role="alert">
          <Stack gap={4}>
            {warnings.map((w) => (
              <Text key={`${w.shopBasketId}-${w.status}`} size="sm">
                {w.text}
              </Text>
            ))}
          </Stack>
        </ToneAlert>
      )}
      {notice && <ScreenNotice color="red">{notice}</ScreenNotice>}
      {lines.length === 0 ? (
        <Card>
          <EmptyState icon={IconShoppingCart} title="There are no items in your basket">
            <Button variant="light" onClick={onBack}>
              Continue shopping
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <div className={classes.basketLayout}>
          <Card component="ul" aria-label="Basket items" className={classes.lines} padding={0}>
            {lines.map((item) => (
              <BasketLine
                key={item.shopBasketId}
                item={item}
                money={money}
                busy={change.isPending}
                onChange={changeQty}
              />
            ))}
          </Card>
          <TotalCard label="Basket total" onSubmit={checkOut}>
            <Stack gap="md">
              <Group justify="space-between">
                <Text fw={600}>{discount ? 'Sub total' : 'Total'}</Text>
                <Text fw={discount ? 600 : 800} size={discount ? 'md' : 'xl'} data-testid="basket-total">
                  {money(basket.data.totalBasketPrice)}
                </Text>
              </Group>
              <PromoCodeField
                value={promoCode}
                onChange={(value) => {
                  onPromoCode(value);
                  onApplied('');
                  setCheckoutError(null);
                }}
                onApply={apply}
                applying={applied.isFetching}
                error={promoError}
              />
              {discount && (
                <PromoDiscount
                  result={discount}
                  money={money}
                  onRemove={() => {
                    onPromoCode('');
                    onApplied('');
                  }}
                />
              )}
              <Button
                type="submit"
                size="md"
                loading={summary.isPending}
                disabled={change.isPending || lines.length === 0}
              >
                Check Out
              </Button>
            </Stack>
          </TotalCard>
        </div>
      )}
    </Stack>
  );
}

function BasketLine({
  item,
  money,
  busy,
  onChange,
}: {
  item: TBasketItem;
  money: (value: number) => string;
  busy: boolean;
  onChange(item: TBasketItem, action: 'add' | 'decrease' | 'delete'): void;
}) {
  const name = item.description;
  const brandModel = brandAndModel(item);
  return (
    <li className={classes.line} aria-label={name}>
      <div className={classes.lineImage}>
        <ProductImage imageFile={item.imageFile} height="100%" />
      </div>
      <div className={classes.lineText}>
        <Text fw={700}>{name}</Text>
        {brandModel && (
          <Text size="sm" c="dimmed">
            {brandModel}
          </Text>
        )}
        <Text size="sm">
          {money(item.displayPrice)} each{item.priceDescription ? ` · ${item.priceDescription}` : ''}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" className={classes.qty}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Decrease quantity of ${name}`}
          disabled={item.qty <= 1 || busy}
          onClick={() => onChange(item, 'decrease')}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={28} ta="center" data-testid="qty">
          <VisuallyHidden>Quantity </VisuallyHidden>
          {item.qty}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Increase quantity of ${name}`}
          disabled={busy}
          onClick={() => onChange(item, 'add')}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remove ${name}`}
          disabled={busy}
          onClick={() => onChange(item, 'delete')}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Text fw={800} className={classes.lineTotal}>
        {money(item.itemTotal)}
      </Text>
    </li>
  );
}
