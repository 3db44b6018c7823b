/** Public face of integrations: API tokens, webhook events, SCIM provisioning. */
export { resolveApiToken, recordTokenUse, hasScope } from './tokens/token-auth.js';
export { tokenOpens } from './tokens/scope-check.js';
export { createApiToken, listApiTokens, revokeApiToken, apiTokenUses } from './tokens/token-service.js';
export { emitWebhookEvent, type WebhookEventInput } from './webhooks/events.js';
export { webhookTransport } from './webhooks/transport.js';
export * as webhookEvents from './webhooks/domain-events.js';
