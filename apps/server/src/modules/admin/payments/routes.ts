import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf } from '../../../audit/audit-log.js';
import { listPayments, paymentTotals } from './payment-views.js';
import { failPayment, reconcileNow, retryPaymentRefund } from './payments-admin-service.js';

export function paymentsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.payments'], ({ body }) => listPayments(db, body));
  registerCall(app, ctx, calls['admin.paymentrefundretry'], ({ caller, body }) =>
    retryPaymentRefund(ctx, actorOf(caller), body.paymentId),
  );
  registerCall(app, ctx, calls['admin.paymentfail'], ({ caller, body }) =>
    failPayment(ctx, actorOf(caller), body.paymentId),
  );
  registerCall(app, ctx, calls['admin.paymentsreconcile'], ({ caller }) =>
    reconcileNow(ctx, actorOf(caller)),
  );
  registerCall(app, ctx, calls['admin.paymentstotals'], async ({ body }) => ({
    totals: await paymentTotals(db, body.from, body.to),
  }));
}
