import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIMITS, shop, VOUCHER_DELIVERY, type TShopInfo } from '@portal/contract';
import { IconArrowLeft, IconCheck, IconCreditCard } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import { useNav } from '../../lib/nav-context';
import { fieldErrorsFrom } from '../../lib/use-form';
import { buyableLines } from './basket-warnings';
import { CardSplit } from './CardSplit';
import { goToPaymentPage } from './redirect';
import { usePlaceOrder, useStartCardPayment, type CheckoutData } from './api';
import { TotalCard } from './TotalCard';
import classes from './shop.module.css';
import { ProblemAlert } from '../../components/ProblemAlert';
import { blockedByShortfall, PointsShortfall } from './PointsShortfall';
import { minus } from './money';

/** One id per checkout visit: a double click or a retried request places one order (server side). */
const newRequestId = () => crypto.randomUUID();

/**
 * The shop's checkout mode: order summary, promo discount, grand total, the member's points
 * against it (a shortfall and what to do about it before Place Order), mobile number, Place
 * Order. A refused order says why beside its button, scrolled into view, since on a phone the
 * top of the page is off-screen and the button would seem dead.
 */
export function CheckoutView({
  inf,
  money,
  summary,
  promoCode,
  onBack,
  onPlaced,
}: {
  inf: TShopInfo;
  money: (value: number) => string;
  summary: CheckoutData;
  promoCode: string;
  onBack(): void;
  /** The order number of the order just placed. */
  onPlaced(orderNum: string): void;
}) {
  const { openModal, isAvailable } = useNav();
  const { t } = useLingui();
  const place = usePlaceOrder();
  const pay = useStartCardPayment();
  // Points short and the member's country pays by card: the rest goes on the card.
  const card = summary.cardPayment;
  const busy = place.isPending || pay.isPending;
  const [requestId] = useState(newRequestId);
  const [cellNum, setCellNum] = useState(summary.cellNum);
  const [cellError, setCellError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Codes to the stored mobile number: it is shown, not typed.
  const typed = inf.deliveryType === VOUCHER_DELIVERY.typedMobile;
  const lines = buyableLines(summary.basket);
  const discount = summary.isVoucherOk && summary.shopVoucherDiscountTotal > 0;
  const blocked = blockedByShortfall(summary.grandTotal, summary.pointsAvailable, card);
  const problem = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) problem.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [notice]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || blocked) return;
    setNotice(null);
    const body = {
      cellNum: typed ? cellNum.trim() : '',
      promoCode,
      alloc: inf.alloc,
      vfyTotal: summary.vfyTotal,
      requestId,
    };
    const local = fieldErrorsFrom(shop.placeOrder.body, body);
    if (typed && !body.cellNum) local.cellNum = t`Please enter your mobile number`;
    if (local.cellNum) {
      setCellError(local.cellNum);
      return;
    }
    const onError = (err: Error) => {
      const field = err instanceof ApiError ? err.formErrors.cellNum : undefined;
      if (field) setCellError(field);
      setNotice(formErrorText(err));
    };
    if (card) {
      // The order is placed when the provider confirms the payment; the browser comes back to it.
      pay.mutate(body, { onSuccess: (result) => goToPaymentPage(result.redirect), onError });
      return;
    }
    place.mutate(body, {
      onSuccess: (result) => onPlaced(result.orderNum),
      onError,
    });
  }

  const itemCount = summary.totalBasketQty;
  const voucherAmtDesc = summary.voucherAmtDesc;
  const cardAmount = card?.moneyText ?? '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          <Trans>Checkout</Trans>
        </Title>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
          className="button-wraps"
        >
          <Trans>Back to basket</Trans>
        </Button>
      </Group>
      <div className={classes.basketLayout}>
        <Card aria-labelledby="summary-title">
          <Title order={2} size="h4" id="summary-title" mb="sm">
            <Trans>Order summary</Trans>
          </Title>
          <ul className={classes.summaryLines} aria-label={t`Items`}>
            {lines.map((item) => (
              <li key={item.shopBasketId} className={classes.summaryLine}>
                <div>
                  <Text size="sm" fw={600}>
                    {item.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.qty} × {money(item.displayPrice)}
                  </Text>
                </div>
                <Text size="sm" fw={700} className={classes.nowrap}>
                  {money(item.itemTotal)}
                </Text>
              </li>
            ))}
          </ul>
          <Divider my="sm" />
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text>{plural(itemCount, { one: 'Sub total (# item)', other: 'Sub total (# items)' })}</Text>
              <Text fw={600}>{money(summary.totalBasketPrice)}</Text>
            </Group>
            {discount && (
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text>
                  {voucherAmtDesc ? (
                    <Trans>
                      Promo code {promoCode} ({voucherAmtDesc})
                    </Trans>
                  ) : (
                    <Trans>Promo code {promoCode}</Trans>
                  )}
                </Text>
                <Text fw={600} className={classes.nowrap}>
                  {minus(money(summary.shopVoucherDiscountTotal))}
                </Text>
              </Group>
            )}
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>
                <Trans>Grand total</Trans>
              </Text>
              <Text fw={800} size="xl" data-testid="grand-total">
                {money(summary.grandTotal)}
              </Text>
            </Group>
            <PointsShortfall
              total={summary.grandTotal}
              available={summary.pointsAvailable}
              card={card}
              money={money}
              cardDetail={card && <CardSplit part={card} money={money} />}
              removeItems={{ label: t`Back to basket to remove items`, onClick: onBack }}
              id="checkout-shortfall"
            />
          </Stack>
        </Card>
        <TotalCard label={t`Place order`} onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t`Mobile number`}
              description={
                typed
                  ? t`Voucher codes are sent to this number by SMS.`
                  : t`Voucher codes are sent by SMS to the mobile number on your profile.`
              }
              value={typed ? cellNum : summary.cellNum}
              readOnly={!typed}
              required={typed}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.cellNum}
              onChange={(e) => {
                setCellNum(e.currentTarget.value);
                setCellError(null);
              }}
              error={cellError}
            />
            {isAvailable({ modal: 'terms' }) && (
              <Text size="sm">
                <Trans>
                  By placing this order you accept the{' '}
                  <Anchor component="button" type="button" size="sm" onClick={() => openModal('terms')}>
                    Terms and Conditions
                  </Anchor>
                  .
                </Trans>
              </Text>
            )}
            {notice && (
              <div ref={problem}>
                <ProblemAlert title={t`Your order was not placed`}>{notice}</ProblemAlert>
              </div>
            )}
            <Button
              type="submit"
              size="md"
              loading={busy}
              disabled={blocked}
              aria-describedby={blocked ? 'checkout-shortfall' : undefined}
              className="button-wraps"
              leftSection={
                card ? <IconCreditCard size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
              }
            >
              {card ? <Trans>Pay {cardAmount} by card</Trans> : <Trans>Place Order</Trans>}
            </Button>
            {card && (
              <Text size="xs" c="dimmed">
                <Trans>
                  Your points are held while you pay and come back if the payment does not go through.
                </Trans>
              </Text>
            )}
          </Stack>
        </TotalCard>
      </div>
    </Stack>
  );
}
