import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorFromMember } from '../admin/audit-log.js';
import { apiTokenUses, createApiToken, listApiTokens, revokeApiToken } from './tokens/token-service.js';

/** The admin area's Integrations calls: API tokens and webhook endpoints. */
export function integrationsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.apitokens'], async () => ({ tokens: await listApiTokens(ctx) }));
  registerCall(app, ctx, calls['admin.apitokencreate'], ({ caller, body }) =>
    createApiToken(ctx, { ...actorFromMember(caller.member), memberId: caller.member.id }, body),
  );
  registerCall(app, ctx, calls['admin.apitokenrevoke'], async ({ caller, body }) => ({
    token: await revokeApiToken(ctx, actorFromMember(caller.member), body.id),
  }));
  registerCall(app, ctx, calls['admin.apitokenuses'], ({ body }) => apiTokenUses(ctx, body));
}
