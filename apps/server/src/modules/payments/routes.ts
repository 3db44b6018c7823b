import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { cancelCardPayment, cardPaymentStatus } from './member.js';
import { startCardPayment } from './start.js';
import { paymentWebhookRoutes } from './webhooks.js';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['shop.startCardPayment'], ({ caller, body }) =>
    startCardPayment(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['shop.cardPaymentStatus'], ({ caller, body }) =>
    cardPaymentStatus(ctx, caller.member.id, body.paymentId),
  );
  registerCall(app, ctx, calls['shop.cancelCardPayment'], ({ caller, body }) =>
    cancelCardPayment(ctx, caller.member.id, body.paymentId),
  );
  paymentWebhookRoutes(app, ctx);
}
