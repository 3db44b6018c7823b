import { withValues } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { failMismatchedPayment, reconcilePayments, retryRefund } from '../../payments/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { paymentView } from './payment-views.js';
import { SHOP_ADMIN_TEXTS } from '../../../i18n/index.js';

/**
 * Tries a failed card refund again. The retry claims the refund (failed → pending) so two
 * admins clicking at once refund once; the provider's idempotency key guards the same.
 */
export async function retryPaymentRefund(ctx: AppContext, actor: AdminActor, paymentId: number) {
  const db = ctx.database.db;
  const before = await paymentView(db, paymentId);
  if (!before) throw notFound(SHOP_ADMIN_TEXTS.noPayment);
  if (before.refundStatus !== 'failed') throw conflict(SHOP_ADMIN_TEXTS.noFailedRefund);
  // Another admin's retry may have claimed it since the check above.
  if (!(await retryRefund(ctx, paymentId))) throw conflict(SHOP_ADMIN_TEXTS.refundBeingRetried);
  const after = (await paymentView(db, paymentId))!;
  await db.transaction().execute((trx) =>
    recordAdminAction(trx, {
      actor,
      action: 'payments.refundretry',
      target: `payment:${paymentId}`,
      before: { refundStatus: before.refundStatus, lastError: before.lastError },
      after: { refundStatus: after.refundStatus, refundRef: after.refundRef, lastError: after.lastError },
      at: ctx.clock.now().toISOString(),
    }),
  );
  return { payment: after };
}

/** Runs the stuck-payment settlement now and records who asked. */
export async function reconcileNow(ctx: AppContext, actor: AdminActor) {
  const summary = await reconcilePayments(ctx);
  await ctx.database.db.transaction().execute((trx) =>
    recordAdminAction(trx, {
      actor,
      action: 'payments.reconcile',
      target: 'payments',
      before: null,
      after: { summary },
      at: ctx.clock.now().toISOString(),
    }),
  );
  return { summary };
}

/**
 * Fails a pending payment whose provider reported another amount and gives the held points
 * back, with the audit entry in the same transaction (modules/payments/amount-mismatch.ts).
 */
export async function failPayment(ctx: AppContext, actor: AdminActor, paymentId: number) {
  const db = ctx.database.db;
  const before = await paymentView(db, paymentId);
  if (!before) throw notFound(SHOP_ADMIN_TEXTS.noPayment);
  if (before.status !== 'pending')
    throw conflict(withValues(SHOP_ADMIN_TEXTS.paymentAlready, { status: before.status }));
  if (before.amountMismatch === '') throw conflict(SHOP_ADMIN_TEXTS.onlyMismatched);
  // Settled meanwhile by a webhook, the job or another admin: the claim says so.
  if ((await failMismatchedPayment(ctx, paymentId, actor)) === 'unchanged')
    throw conflict(SHOP_ADMIN_TEXTS.justSettled);
  return { payment: (await paymentView(db, paymentId))! };
}
