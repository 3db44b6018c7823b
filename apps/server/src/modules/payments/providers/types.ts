/**
 * A card payment provider as the portal uses it: a hosted payment page per payment, a way to
 * ask where a payment is, to call it off, and to refund it. Each call is safe to repeat.
 */
export interface CardProvider {
  readonly name: 'stripe' | 'paygate';
  start(req: StartRequest): Promise<StartedPayment>;
  /** What the provider says now: the only source of a payment's outcome besides its signed callbacks. */
  query(ref: ProviderPaymentRef): Promise<ProviderOutcome>;
  /** Stops a payment still open; answers the outcome (a payment completed meanwhile is `paid`). */
  cancel(ref: ProviderPaymentRef): Promise<ProviderOutcome>;
  /** Refunds part or all of a paid payment once per idempotency key; answers the refund's reference. */
  refund(ref: ProviderPaymentRef, amountMinor: number, idempotencyKey: string): Promise<string>;
}

export interface StartRequest {
  paymentId: number;
  /** Our reference, shown to the member and in the provider's reports. */
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  email: string;
  /** Where the browser comes back to (both for success and for giving up). */
  returnUrl: string;
  cancelUrl: string;
  /** Where a provider posts its server-to-server notification (PayGate). */
  notifyUrl: string;
  expiresAt: Date;
}

export interface StartedPayment {
  providerRef: string;
  redirect: { url: string; method: 'GET' | 'POST'; fields: Record<string, string> };
}

export interface ProviderPaymentRef {
  paymentId: number;
  providerRef: string;
  providerTxnId: string;
  reference: string;
}

export type ProviderStatus = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired';

export interface ProviderOutcome {
  status: ProviderStatus;
  /** As the provider states it, checked against the payment before an order is placed. */
  amountMinor: number | null;
  currency: string | null;
  /** The provider's transaction id once paid (for refunds). */
  txnId: string;
}

/** A provider refused or could not be reached; the message is kept on the payment. */
export class ProviderError extends Error {}

/** Our reference of a payment, e.g. PAY000042. */
export const paymentReference = (paymentId: number) => `PAY${String(paymentId).padStart(6, '0')}`;
