import type { Config } from '../../config.js';

/**
 * Paying a shortfall by card, designed but not wired: this build redeems points only.
 *
 * Checkout splits the grand total into the points the member has (`splitPayment`) and a
 * money part. With no provider the money part must be zero, so placeOrder refuses a short
 * balance. A provider would slot in like this:
 *
 *  1. getCheckoutOrderSummary returns the split (points part, money part in the currency at
 *     `SHOP_CURRENCY_RATE_MONEY` per point) and `inf.isPaygate` is true;
 *  2. placeOrder creates the order in status `10` with the points debit inside its
 *     transaction, then (after commit) calls `createPayment` with the order number as the
 *     idempotency key and answers with the provider's redirect;
 *  3. the provider's webhook (or the return page) calls `confirmPayment`; on `captured` the
 *     order proceeds, on `declined`/`expired` the order is cancelled and the points reversed
 *     through the same ledger reversal as a cancellation (admin-orders.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(req: PaymentRequest): Promise<PaymentSession>;
  confirmPayment(providerRef: string): Promise<PaymentOutcome>;
  refund(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<PaymentOutcome>;
}

export interface PaymentRequest {
  orderNum: string;
  memberId: number;
  /** In the currency's minor unit (pence, cents). */
  amountMinor: number;
  currency: string;
  /** The provider must treat a repeat with the same key as the same payment. */
  idempotencyKey: string;
  returnUrl: string;
}
export interface PaymentSession {
  providerRef: string;
  redirectUrl: string;
}
export type PaymentOutcome = {
  status: 'captured' | 'pending' | 'declined' | 'expired' | 'refunded';
  providerRef: string;
};

/** No provider ships with this build; a configured one would be detected here. */
export function hasPaymentProvider(_config: Config): boolean {
  return false;
}

export interface PaymentSplit {
  points: number;
  /** The shortfall in points, to be paid by card. */
  shortfallPoints: number;
  /** The shortfall in the currency's minor unit, rounded up so the programme never loses. */
  moneyMinor: number;
}

/** How a total would be paid: every available point first, the rest by card. */
export function splitPayment(
  total: number,
  pointsAvailable: number,
  ratePerPoint: number,
  decimals: number,
): PaymentSplit {
  const points = Math.max(0, Math.min(total, pointsAvailable));
  const shortfallPoints = total - points;
  // The small epsilon keeps float noise (380 × 0.01 × 100 = 380.00000000000006) from adding a unit.
  const moneyMinor =
    shortfallPoints === 0 ? 0 : Math.ceil(shortfallPoints * ratePerPoint * 10 ** decimals - 1e-9);
  return { points, shortfallPoints, moneyMinor };
}
