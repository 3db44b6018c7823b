import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { sendContactMessage } from './service.js';

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['site.contactussend'], ({ body, req, caller }) =>
    sendContactMessage(ctx, body, req.ip, caller?.member ?? null),
  );
}
