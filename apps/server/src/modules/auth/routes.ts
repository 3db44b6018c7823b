import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { login, logout } from './service.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['member.login'], ({ body, req }) => login(ctx, body, req.ip));
  registerCall(app, ctx, calls['member.logout'], ({ req }) => logout(ctx, req.headers.authorization));
}
