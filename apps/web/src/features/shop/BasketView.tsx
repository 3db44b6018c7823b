import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import {
  useApplyPromo,
  useBasket,
  useChangeQty,
  useCheckoutSummary,
  useRemovePromo,
  type CheckoutData,
} from './api';
import { basketWarnings, buyableLines } from './basket-warnings';
import { brandAndModel } from './brand-model';
import { ProductImage } from './ProductImage';
import { blockedByShortfall, PointsShortfall } from './PointsShortfall';
import { PromoCodeField, PromoDiscount, PromoLapsed } from './PromoCode';
import { useRemovedLines } from './use-removed-lines';
import { TotalCard } from './TotalCard';
import classes from './shop.module.css';

/**
 * The shop's basket mode: warnings, lines with quantity controls, total, the promo code with its
 * Apply button (the discount and new total at once, or why the code is refused), the member's
 * points against the total with any shortfall and what to do about it, Check Out. The applied
 * code is kept with the basket on the server, so it is here after a reload or a new session;
 * when it stops applying, the basket says so instead of the order silently costing more.
 */
export function BasketView({
  inf,
  money,
  promoCode,
  onPromoCode,
  onBack,
  onCheckout,
}: {
  inf: TShopInfo;
  money: (value: number) => string;
  /** What is typed in the promo code box (kept by the screen, so Back from checkout finds it). */
  promoCode: string;
  onPromoCode(code: string): void;
  onBack(): void;
  /** The summary, and the code it was priced with ('' when none). */
  onCheckout(summary: CheckoutData, promoCode: string): void;
}) {
  const basket = useBasket(inf.alloc);
  const change = useChangeQty(inf.alloc);
  const summary = useCheckoutSummary(inf.alloc);
  const applyPromo = useApplyPromo(inf.alloc);
  const removePromo = useRemovePromo(inf.alloc);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removed = useRemovedLines(basket.data?.basket);
  const { t } = useLingui();

  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} px="xs">
      <Trans>Back</Trans>
    </Button>
  );
  const heading = (itemCount: number) => (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <div>
        <Title order={1} size="h2">
          <Trans>My Basket</Trans>
        </Title>
        <Text c="dimmed">{plural(itemCount, { one: '# item', other: '# items' })}</Text>
      </div>
      {back}
    </Group>
  );

  if (basket.isPending) return <PageLoader />;
  if (basket.isError) {
    return (
      <Stack>
        {heading(0)}
        <ScreenNotice color="red">
          <Trans>Error retrieving basket data</Trans>
        </ScreenNotice>
      </Stack>
    );
  }
  // A withdrawn product is gone from the basket: only the warning, kept for this visit, says so.
  const lines = buyableLines(basket.data.basket);
  const warnings = basketWarnings([...removed, ...lines], money);
  const { promo, grandTotal, pointsAvailable, cardPayment } = basket.data;
  const discounted = promo?.isVoucherOk === true;
  const blocked = blockedByShortfall(grandTotal, pointsAvailable, cardPayment);

  function changeQty(item: TBasketItem, action: 'add' | 'decrease' | 'delete') {
    setNotice(null);
    change.mutate(
      { action, shopBasketId: item.shopBasketId },
      { onError: (err) => setNotice(formErrorText(err)) },
    );
  }

  function apply() {
    setPromoError(null);
    const code = promoCode.trim();
    if (!code) return;
    applyPromo.mutate(code, {
      onSuccess: () => onPromoCode(''),
      onError: (err) =>
        setPromoError((err instanceof ApiError ? err.formErrors.promoCode : undefined) ?? formErrorText(err)),
    });
  }

  function removeCode() {
    setPromoError(null);
    removePromo.mutate(undefined, { onError: (err) => setNotice(formErrorText(err)) });
  }

  function checkOut(event: FormEvent) {
    event.preventDefault();
    setPromoError(null);
    setNotice(null);
    // A code typed but not applied is applied first, as Apply would: refused, it says why here.
    const typed = promoCode.trim();
    if (typed) {
      applyPromo.mutate(typed, {
        onSuccess: (result) => {
          onPromoCode('');
          summarise(result.promoCode);
        },
        onError: (err) =>
          setPromoError(
            (err instanceof ApiError ? err.formErrors.promoCode : undefined) ?? formErrorText(err),
          ),
      });
      return;
    }
    summarise(promo?.promoCode ?? '');
  }

  /** Checkout's summary, priced with the code kept with the basket (`code`, '' when none). */
  function summarise(code: string) {
    summary.mutate('', {
      onSuccess: (result) => {
        // The code stopped applying since the basket was read: the basket shows why, and the
        // member stays here to remove it rather than paying more than they saw.
        if (code && !result.isVoucherOk) void basket.refetch();
        else onCheckout(result, code);
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.formErrors.promoCode : undefined;
        if (field) setPromoError(field);
        else setNotice(formErrorText(err));
      },
    });
  }

  return (
    <Stack gap="lg">
      {heading(basket.data.totalBasketQty)}
      {warnings.length > 0 && (
        <ToneAlert tone="warning" title={t`Your basket has changed`} styles={DARK_TITLE} role="alert">
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
          <EmptyState icon={IconShoppingCart} title={t`There are no items in your basket`}>
            <Button variant="light" onClick={onBack} className="button-wraps">
              <Trans>Continue shopping</Trans>
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <div className={classes.basketLayout}>
          <Card component="ul" aria-label={t`Basket items`} className={classes.lines} padding={0}>
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
          <TotalCard label={t`Basket total`} onSubmit={checkOut}>
            <Stack gap="md">
              <Group justify="space-between">
                <Text fw={600}>{discounted ? <Trans>Sub total</Trans> : <Trans>Total</Trans>}</Text>
                <Text fw={discounted ? 600 : 800} size={discounted ? 'md' : 'xl'} data-testid="basket-total">
                  {money(basket.data.totalBasketPrice)}
                </Text>
              </Group>
              {promo?.isVoucherOk && (
                <PromoDiscount
                  promo={promo}
                  grandTotal={grandTotal}
                  money={money}
                  removing={removePromo.isPending}
                  onRemove={removeCode}
                />
              )}
              {promo && !promo.isVoucherOk && (
                <PromoLapsed promo={promo} removing={removePromo.isPending} onRemove={removeCode} />
              )}
              {!promo?.isVoucherOk && (
                <PromoCodeField
                  value={promoCode}
                  onChange={(value) => {
                    onPromoCode(value);
                    setPromoError(null);
                  }}
                  onApply={apply}
                  applying={applyPromo.isPending}
                  error={promoError}
                />
              )}
              <PointsShortfall
                total={grandTotal}
                available={pointsAvailable}
                card={cardPayment}
                money={money}
                id="basket-shortfall"
              />
              <Button
                type="submit"
                size="md"
                loading={summary.isPending || (applyPromo.isPending && promoCode.trim() !== '')}
                disabled={change.isPending || lines.length === 0 || blocked}
                aria-describedby={blocked ? 'basket-shortfall' : undefined}
                className="button-wraps"
              >
                <Trans>Check Out</Trans>
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
  const { t } = useLingui();
  const name = item.description;
  const brandModel = brandAndModel(item);
  const price = money(item.displayPrice);
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
          {t`${price} each`}
          {item.priceDescription ? ` · ${item.priceDescription}` : ''}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" className={classes.qty}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Decrease quantity of ${name}`}
          disabled={item.qty <= 1 || busy}
          onClick={() => onChange(item, 'decrease')}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={28} ta="center" data-testid="qty">
          <VisuallyHidden>{t`Quantity`} </VisuallyHidden>
          {item.qty}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Increase quantity of ${name}`}
          disabled={busy}
          onClick={() => onChange(item, 'add')}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t`Remove ${name}`}
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
