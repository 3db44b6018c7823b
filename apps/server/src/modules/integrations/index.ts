/** Public face of integrations: API tokens, webhook events, SCIM provisioning. */
export { resolveApiToken, recordTokenUse, hasScope } from './tokens/token-auth.js';
export { tokenOpens } from './tokens/scope-check.js';
export { createApiToken, listApiTokens, revokeApiToken, apiTokenUses } from './tokens/token-service.js';
