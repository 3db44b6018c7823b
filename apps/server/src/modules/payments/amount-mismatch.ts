import type { AppContext } from '../../http/context.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { releaseHold, type SettleResult } from './settle.js';

/** Who fails a payment when the stuck-payment job does it: the audit log names the job. */
export const RECONCILE_ACTOR: AdminActor = { memberId: null, label: 'stuck-payment job' };

/**
 * Ends a pending payment whose provider reported another amount than the one asked for (no
 * order is ever placed for it): it becomes failed and the held points go back to the member,
 * with the audit entry in the same transaction. The card money, if any was taken, is left for a
 * person to refund at the provider: the amount is in doubt (docs/decisions/043).
 * 'unchanged' when the payment is no longer pending or has no mismatch recorded.
 */
export async function failMismatchedPayment(
  ctx: AppContext,
  paymentId: number,
  actor: AdminActor,
): Promise<SettleResult> {
  return releaseHold(
    ctx,
    paymentId,
    'failed',
    'Failed: the provider reported a different amount; refund at the provider any money taken',
    '',
    async (trx, payment) => {
      if (payment.amountMismatch === '') throw new NoMismatch();
      await recordAdminAction(trx, {
        actor,
        action: 'payments.fail',
        target: `payment:${paymentId}`,
        before: { status: payment.status, pointsHeld: payment.pointsHeld, lastError: payment.lastError },
        after: {
          status: 'failed',
          pointsReleased: payment.pointsHeld,
          expected: `${payment.amountMinor} ${payment.currency}`,
          reported: payment.amountMismatch,
        },
        at: ctx.clock.now().toISOString(),
      });
    },
  ).catch((err: unknown) => {
    if (err instanceof NoMismatch) return 'unchanged' as const;
    throw err;
  });
}

/** Rolls the release back: only a payment with a recorded mismatch is failed this way. */
class NoMismatch extends Error {}
