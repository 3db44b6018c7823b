import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../http/context.js';
import { checksumValid, fieldOf, parseFields } from './providers/paygate-protocol.js';
import { notifyOutcome } from './providers/paygate.js';
import { loadStripe, sessionOutcome } from './providers/stripe.js';
import { cardProvider, paymentReference, providerConfigured } from './providers/index.js';
import { findPayment, findPaymentByRef, updatePayment } from './repository.js';
import { applyOutcome } from './settle.js';
import { returnMayQuery } from './return-limits.js';

/** Stripe events the portal acts on; others are acknowledged and ignored. */
const SESSION_EVENTS: Record<string, 'outcome' | 'failed' | 'expired'> = {
  'checkout.session.completed': 'outcome',
  'checkout.session.async_payment_succeeded': 'outcome',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * What providers send from outside: Stripe's signed webhook, PayGate's notify callback and the
 * browser coming back from PayGate. Each is verified before it can change anything, and only
 * then applies the outcome through the same settlement the reconciliation job uses. These are
 * not calls of the contract (hence outside /api): they take the providers' raw bodies, so they
 * live in a scope of their own with raw body parsers.
 */
export function paymentWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.post('/payments/stripe/webhook', async (req, reply) => {
      if (!providerConfigured(ctx.config, 'stripe')) return reply.status(404).send({ message: 'Not found' });
      const signature = req.headers['stripe-signature'];
      const StripeSdk = await loadStripe();
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('unsigned');
        // The SDK checks the HMAC over the exact bytes and refuses a timestamp older than 5 minutes (replays).
        event = StripeSdk.webhooks.constructEvent(req.body, signature, ctx.config.STRIPE_WEBHOOK_SECRET);
      } catch {
        return reply.status(400).send({ message: 'Invalid signature' });
      }
      await handleStripeEvent(ctx, event);
      return { received: true };
    });

    scope.post('/payments/paygate/notify', async (req, reply) => {
      if (!providerConfigured(ctx.config, 'paygate')) return reply.status(404).send('Not found');
      const fields = parseFields(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
      if (
        !checksumValid(fields, ctx.config.PAYGATE_KEY) ||
        fieldOf(fields, 'PAYGATE_ID') !== ctx.config.PAYGATE_ID
      )
        return reply.status(400).type('text/plain').send('Invalid checksum');
      const payment = await findPaymentByRef(ctx.database.db, 'paygate', fieldOf(fields, 'PAY_REQUEST_ID'));
      if (payment && fieldOf(fields, 'REFERENCE') === paymentReference(payment.id)) {
        // The notify says what happened; the query, made by us to PayGate, is what we act on.
        const said = notifyOutcome(fields);
        if (said.status !== 'pending') await confirmByQuery(ctx, payment.id);
      }
      // PayGate expects the literal OK, or it notifies again.
      return reply.type('text/plain').send('OK');
    });

    // The browser's form post back from PayGate: it decides nothing, it only brings the member home.
    scope.post('/payments/paygate/return/:id', async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) return reply.status(404).send('Not found');
      const payment = await findPayment(ctx.database.db, id);
      if (
        payment?.provider === 'paygate' &&
        payment.status === 'pending' &&
        (await returnMayQuery(ctx, id, req.ip))
      ) {
        await confirmByQuery(ctx, id).catch(() => undefined);
      }
      return reply.redirect(`/rewards/payment/${id}`, 303);
    });
  });
}

async function handleStripeEvent(ctx: AppContext, event: Stripe.Event) {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intent) return;
    const p = await ctx.database.db
      .selectFrom('shopPayments')
      .selectAll()
      .where('provider', '=', 'stripe')
      .where('providerTxnId', '=', intent)
      .executeTakeFirst();
    // A refund made in Stripe's dashboard shows on the payment; ours are already recorded.
    if (p && p.refundStatus !== 'refunded' && charge.amount_refunded > 0) {
      await updatePayment(ctx.database.db, p.id, {
        refundedMinor: Math.min(charge.amount_refunded, p.amountMinor),
        refundStatus: charge.amount_refunded >= p.amountMinor ? 'refunded' : p.refundStatus,
        updatedAt: ctx.clock.now().toISOString(),
      });
    }
    return;
  }
  const kind = SESSION_EVENTS[event.type];
  if (!kind) return;
  const session = event.data.object as Stripe.Checkout.Session;
  const payment = await findPaymentByRef(ctx.database.db, 'stripe', session.id);
  if (!payment || session.client_reference_id !== String(payment.id)) return;
  const outcome = sessionOutcome(session);
  if (kind === 'failed') outcome.status = 'failed';
  if (kind === 'expired') outcome.status = 'expired';
  await applyOutcome(ctx, payment.id, outcome);
}

/** Asks the provider where the payment is and applies the answer. */
export async function confirmByQuery(ctx: AppContext, paymentId: number) {
  const p = await findPayment(ctx.database.db, paymentId);
  if (!p || !p.providerRef) return 'unchanged' as const;
  const outcome = await cardProvider(ctx.config, p.provider).query({
    paymentId: p.id,
    providerRef: p.providerRef,
    providerTxnId: p.providerTxnId,
    reference: paymentReference(p.id),
  });
  return applyOutcome(ctx, p.id, outcome);
}
