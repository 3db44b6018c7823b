import type { FastifyInstance } from 'fastify';
import { canStoreSecrets } from '../../lib/secret-box.js';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorOf } from '../../audit/audit-log.js';
import * as webhooks from './webhooks/webhook-service.js';
import { apiTokenUses, createApiToken, listApiTokens, revokeApiToken } from './tokens/token-service.js';

/** The admin area's Integrations calls: API tokens and webhook endpoints. */
export function integrationsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.apitokens'], async () => ({ tokens: await listApiTokens(ctx) }));
  registerCall(app, ctx, calls['admin.apitokencreate'], ({ caller, body }) =>
    createApiToken(ctx, { ...actorOf(caller), memberId: caller.member.id }, body),
  );
  registerCall(app, ctx, calls['admin.apitokenrevoke'], async ({ caller, body }) => ({
    token: await revokeApiToken(ctx, actorOf(caller), body.id),
  }));
  registerCall(app, ctx, calls['admin.apitokenuses'], ({ body }) => apiTokenUses(ctx, body));
  registerCall(app, ctx, calls['admin.webhooks'], async () => ({
    endpoints: await webhooks.listWebhookEndpoints(ctx),
    secretsKeyMissing: !canStoreSecrets(ctx.config),
  }));
  registerCall(app, ctx, calls['admin.webhookcreate'], ({ caller, body }) =>
    webhooks.createWebhookEndpoint(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.webhookupdate'], async ({ caller, body }) => ({
    endpoint: await webhooks.updateWebhookEndpoint(ctx, actorOf(caller), body),
  }));
  registerCall(app, ctx, calls['admin.webhookdeliveries'], ({ body }) => webhooks.listDeliveries(ctx, body));
  registerCall(app, ctx, calls['admin.webhookresend'], async ({ caller, body }) => {
    await webhooks.resendDelivery(ctx, actorOf(caller), body.deliveryId);
    return { ok: true as const };
  });
}
