import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZOk, ZRowId, zRequiredText } from '../fields.js';
import { API_SCOPES, WEBHOOK_EVENTS } from '../api-scopes.js';
import { ADMIN_ACCESS, ZAdminPage } from './admin.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/** Integrations: API tokens and signed webhooks (SCIM has its own protocol at /scim/v2). */

export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart; never the whole secret. */
  hint: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const apitokens = defineCall({
  path: '/api/admin/apitokens',
  summary: 'API tokens, newest first, with their scopes, expiry and last use',
  access: ADMIN_ACCESS,
  body: z.object({}),
  response: z.object({ tokens: z.array(ZApiToken) }),
});

export const apitokencreate = defineCall({
  path: '/api/admin/apitokencreate',
  summary: 'Creates a named API token with scopes and an expiry; the secret is in this answer only',
  access: ADMIN_ACCESS,
  body: z.object({
    name: zRequiredText(80),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1, ADMIN_FIELD_TEXTS.chooseScope.message)
      .max(API_SCOPES.length)
      .transform((s) => [...new Set(s)]),
    expiresInDays: z
      .number()
      .int()
      .min(1, ADMIN_FIELD_TEXTS.atLeastOneDay.message)
      .max(730, ADMIN_FIELD_TEXTS.atMost730Days.message)
      .default(90),
  }),
  response: z.object({ token: ZApiToken, secret: z.string() }),
});

export const apitokenrevoke = defineCall({
  path: '/api/admin/apitokenrevoke',
  summary: 'Revokes an API token at once, on every instance',
  access: ADMIN_ACCESS,
  body: z.object({ id: ZRowId }),
  response: z.object({ token: ZApiToken }),
  answers: [404],
});

export const ZApiTokenUse = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  outcome: z.string(),
});
export const apitokenuses = defineCall({
  path: '/api/admin/apitokenuses',
  summary: 'The latest uses of an API token (newest first)',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({ id: ZRowId }),
  response: z.object({ uses: z.array(ZApiTokenUse), total: z.number().int() }),
  answers: [404],
});

const ZWebhookUrl = z
  .url({ protocol: /^https?$/, error: ADMIN_FIELD_TEXTS.httpAddress.message })
  .max(500, ADMIN_FIELD_TEXTS.atMost500Characters.message);

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const webhooks = defineCall({
  path: '/api/admin/webhooks',
  summary: 'Webhook endpoints with their events and delivery counts',
  access: ADMIN_ACCESS,
  body: z.object({}),
  response: z.object({
    endpoints: z.array(ZWebhookEndpoint),
    /** True when no signing secret can be stored: production without SECRETS_KEY. */
    secretsKeyMissing: z.boolean(),
  }),
});

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, ADMIN_FIELD_TEXTS.chooseEvent.message)
  .max(WEBHOOK_EVENTS.length)
  .transform((e) => [...new Set(e)]);

export const webhookcreate = defineCall({
  path: '/api/admin/webhookcreate',
  summary:
    'Registers a webhook endpoint for some events; the signing secret (whsec_…) is in this answer only',
  access: ADMIN_ACCESS,
  body: z.object({ name: zRequiredText(80), url: ZWebhookUrl, events: ZEvents }),
  response: z.object({ endpoint: ZWebhookEndpoint, secret: z.string() }),
  answers: [409],
});

export const webhookupdate = defineCall({
  path: '/api/admin/webhookupdate',
  summary: 'Changes a webhook endpoint’s name, address, events, or switches it off or on',
  access: ADMIN_ACCESS,
  body: z.object({
    id: ZRowId,
    name: zRequiredText(80),
    url: ZWebhookUrl,
    events: ZEvents,
    enabled: z.boolean(),
  }),
  response: z.object({ endpoint: ZWebhookEndpoint }),
  answers: [404],
});

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  event: z.string(),
  messageId: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const webhookdeliveries = defineCall({
  path: '/api/admin/webhookdeliveries',
  summary: 'The delivery log of a webhook endpoint, newest first',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({
    endpointId: ZRowId,
    status: z.enum(['all', 'pending', 'sent', 'failed']).default('all'),
  }),
  response: z.object({ deliveries: z.array(ZWebhookDelivery), total: z.number().int() }),
  answers: [404],
});

export const webhookresend = defineCall({
  path: '/api/admin/webhookresend',
  summary: 'Sends a delivery again (same webhook-id, so a receiver can tell it is a repeat)',
  access: ADMIN_ACCESS,
  body: z.object({ deliveryId: ZRowId }),
  response: ZOk,
  answers: [404, 409],
});
