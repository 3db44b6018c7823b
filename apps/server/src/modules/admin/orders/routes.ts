import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf } from '../../../audit/audit-log.js';
import { cancelOrRefund, changeOrderStatus, dispatch } from './orders-admin-service.js';
import { orderDetail, ordersExport, searchOrders } from './order-views.js';

export function ordersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.ordersearch'], ({ body }) => searchOrders(db, body));
  registerCall(app, ctx, calls['admin.orderget'], async ({ body }) => ({
    order: await orderDetail(db, body.orderId),
  }));
  registerCall(app, ctx, calls['admin.orderstatus'], ({ caller, body }) =>
    changeOrderStatus(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.orderdispatch'], ({ caller, body }) =>
    dispatch(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.ordercancel'], ({ caller, body }) =>
    cancelOrRefund(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.ordersexport'], ({ body }) => ordersExport(db, body));
}
