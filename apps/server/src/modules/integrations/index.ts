/** Public face of integrations: API tokens, webhook events, SCIM provisioning. */
export { createApiToken, listApiTokens, revokeApiToken, apiTokenUses } from './tokens/token-service.js';
export { webhookTransport } from './webhooks/transport.js';
export { webhookSubscriber } from './webhooks/domain-events.js';
export { scimRoutes } from './scim/routes.js';
export { integrationsAdminRoutes } from './admin-routes.js';
export {
  createWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  updateWebhookEndpoint,
} from './webhooks/webhook-service.js';
export { resealSecrets } from './reseal.js';
