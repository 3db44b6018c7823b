import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorFromMember } from '../../../audit/audit-log.js';
import { listPayments, paymentTotals } from './payment-views.js';
import { reconcileNow, retryPaymentRefund } from './payments-admin-service.js';

export function paymentsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.payments'], ({ body }) => listPayments(db, body));
  registerCall(app, ctx, calls['admin.paymentrefundretry'], ({ caller, body }) =>
    retryPaymentRefund(ctx, actorFromMember(caller.member), body.paymentId),
  );
  registerCall(app, ctx, calls['admin.paymentsreconcile'], ({ caller }) =>
    reconcileNow(ctx, actorFromMember(caller.member)),
  );
  registerCall(app, ctx, calls['admin.paymentstotals'], async ({ body }) => ({
    totals: await paymentTotals(db, body.from, body.to),
  }));
}
