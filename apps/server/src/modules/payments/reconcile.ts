import type { AppContext } from '../../http/context.js';
import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { cardProvider, paymentReference, ProviderError } from './providers/index.js';
import { releaseHold, type SettleResult } from './settle.js';
import { stalePending, updatePayment } from './repository.js';
import { applyOutcome } from './settle.js';
import { refundCard } from './refunds.js';
import { failMismatchedPayment, RECONCILE_ACTOR } from './amount-mismatch.js';

/** A payment untouched this long is asked about: its webhook may be lost. */
const STUCK_AFTER_MS = 5 * 60_000;
const BATCH = 100;

/**
 * Settles payments stuck in pending by asking their provider: paid ones get their order, those
 * past their time are called off at the provider (or settled, if paid meanwhile) and their
 * points come back; so do those whose provider reported another amount, once past their time.
 * Refunds left pending by a crash are made. Safe to run anywhere, any number
 * of times: each settlement is a claim on the payment's status.
 */
export async function reconcilePayments(ctx: AppContext, now: Date = ctx.clock.now()): Promise<string> {
  const counts: Record<SettleResult | 'errors', number> = {
    placed: 0,
    released: 0,
    refunding: 0,
    unchanged: 0,
    errors: 0,
  };
  const before = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  for (const p of await stalePending(ctx.database.db, before, BATCH)) {
    const expired = p.expiresAt <= now.toISOString();
    try {
      if (p.amountMismatch !== '' && expired) {
        // The provider reported another amount: no order will come of it, so past its time it
        // fails and the points come back, as a programme admin would do (admin.paymentfail).
        counts[await failMismatchedPayment(ctx, p.id, RECONCILE_ACTOR)] += 1;
        continue;
      }
      if (!p.providerRef) {
        // The payment page was never opened (a crash between the hold and the provider).
        counts[await releaseHold(ctx, p.id, 'failed', 'The payment page was never opened')] += 1;
        continue;
      }
      const ref = {
        paymentId: p.id,
        providerRef: p.providerRef,
        providerTxnId: p.providerTxnId,
        reference: paymentReference(p.id),
      };
      const provider = cardProvider(ctx.config, p.provider);
      const outcome = expired ? await provider.cancel(ref) : await provider.query(ref);
      const result = await applyOutcome(
        ctx,
        p.id,
        expired && outcome.status === 'cancelled' ? { ...outcome, status: 'expired' } : outcome,
      );
      if (result === 'unchanged')
        await updatePayment(ctx.database.db, p.id, { updatedAt: now.toISOString() });
      counts[result] += 1;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      counts.errors += 1;
      await updatePayment(ctx.database.db, p.id, { lastError: err.message, updatedAt: now.toISOString() });
    }
  }
  const stuckRefunds = await ctx.database.db
    .selectFrom('shopPayments')
    .select('id')
    .where('refundStatus', '=', 'pending')
    .where('updatedAt', '<', before)
    .limit(BATCH)
    .execute();
  for (const r of stuckRefunds) await refundCard(ctx, r.id);
  return `${counts.placed} placed, ${counts.released} released, ${counts.refunding} refunding, ${counts.unchanged} still pending, ${counts.errors} provider errors, ${stuckRefunds.length} refunds retried`;
}

/**
 * Every five minutes. The work happens after the period is claimed, outside its transaction:
 * it talks to the providers, and each payment is settled in a transaction of its own.
 */
export const paymentsReconcileJob: ScheduledJob = {
  name: 'payments-reconcile',
  async periodFor(_ctx, now) {
    const slot = new Date(Math.floor(now.getTime() / STUCK_AFTER_MS) * STUCK_AFTER_MS);
    return slot.toISOString().slice(0, 16);
  },
  async run() {
    return 'claimed';
  },
  afterCommit: (ctx, _period, now) => reconcilePayments(ctx, now),
};
