import type Stripe from 'stripe';
import type { Config } from '../../../config.js';
import { onFirstUse } from '../../../lib/on-first-use.js';
import type {
  CardProvider,
  ProviderOutcome,
  ProviderPaymentRef,
  StartRequest,
  StartedPayment,
} from './types.js';
import { ProviderError } from './types.js';

/** Stripe refuses a Checkout Session that expires sooner than this. */
const MIN_SESSION_MINUTES = 30;

/** The SDK (a few megabytes once loaded), for a portal that takes card payments through Stripe. */
export const loadStripe = onFirstUse(() => import('stripe').then((m) => m.default));

/** The SDK's client for the configured API address (Stripe itself unless a stand-in is named). */
async function stripeClient(config: Config): Promise<Stripe> {
  const base = new URL(config.STRIPE_API_BASE);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const StripeSdk = await loadStripe();
  return new StripeSdk(config.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe Checkout: a hosted Checkout Session per payment; the outcome comes from signed webhooks. */
export class StripeProvider implements CardProvider {
  readonly name = 'stripe' as const;
  // Made at the first call, which loads the SDK.
  private readonly client: () => Promise<Stripe>;
  constructor(config: Config) {
    this.client = onFirstUse(() => stripeClient(config));
  }

  async start(req: StartRequest): Promise<StartedPayment> {
    const earliest = Date.now() + (MIN_SESSION_MINUTES + 1) * 60_000;
    const session = await this.call((stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(req.paymentId),
          metadata: { paymentId: String(req.paymentId), reference: req.reference },
          payment_intent_data: { metadata: { paymentId: String(req.paymentId), reference: req.reference } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amountMinor,
                product_data: { name: req.description },
              },
            },
          ],
          customer_email: req.email || undefined,
          success_url: req.returnUrl,
          cancel_url: req.cancelUrl,
          expires_at: Math.ceil(Math.max(req.expiresAt.getTime(), earliest) / 1000),
        },
        // A retried start creates the same session, not a second one.
        { idempotencyKey: `checkout-session-${req.reference}` },
      ),
    );
    if (!session.url) throw new ProviderError('Stripe returned a Checkout Session without a URL');
    return { providerRef: session.id, redirect: { url: session.url, method: 'GET', fields: {} } };
  }

  async query(ref: ProviderPaymentRef): Promise<ProviderOutcome> {
    const s = await this.call((stripe) => stripe.checkout.sessions.retrieve(ref.providerRef));
    return sessionOutcome(s);
  }

  async cancel(ref: ProviderPaymentRef): Promise<ProviderOutcome> {
    const s = await this.call((stripe) => stripe.checkout.sessions.retrieve(ref.providerRef));
    if (s.status !== 'open') return sessionOutcome(s);
    try {
      return sessionOutcome(await this.call((stripe) => stripe.checkout.sessions.expire(ref.providerRef)));
    } catch {
      // Completed between the two calls: ask again rather than guess.
      return this.query(ref);
    }
  }

  async refund(ref: ProviderPaymentRef, amountMinor: number, idempotencyKey: string): Promise<string> {
    const intent = ref.providerTxnId || (await this.query(ref)).txnId;
    if (!intent) throw new ProviderError('Stripe has no payment for this session to refund');
    const refund = await this.call((stripe) =>
      stripe.refunds.create({ payment_intent: intent, amount: amountMinor }, { idempotencyKey }),
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new ProviderError(`Stripe refund ${refund.id} ${refund.status}`);
    return refund.id;
  }

  private async call<T>(fn: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await fn(await this.client());
    } catch (err) {
      throw new ProviderError(`Stripe: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/** A Checkout Session's state in the portal's words. */
export function sessionOutcome(s: Stripe.Checkout.Session): ProviderOutcome {
  const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? '');
  const base = { amountMinor: s.amount_total, currency: s.currency?.toUpperCase() ?? null, txnId: intent };
  if (s.status === 'expired') return { ...base, status: 'expired' };
  if (s.status === 'complete' && s.payment_status === 'paid') return { ...base, status: 'paid' };
  return { ...base, status: 'pending' };
}
