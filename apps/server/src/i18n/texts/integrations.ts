import type { MessageText } from '@portal/contract';

/** What resealing the stored secrets under a new key answers. */
export const RESEAL_TEXTS = {
  noKey: /*i18n*/ {
    id: 'reseal.noKey',
    message: 'Set SECRETS_KEY first: resealing puts every stored secret under it.',
  },
} as const satisfies Record<string, MessageText>;

/** What API tokens, webhooks and chat integrations answer. */
export const INTEGRATION_TEXTS = {
  noWebhook: /*i18n*/ { id: 'integration.noWebhook', message: 'No webhook endpoint has that id.' },
  noDelivery: /*i18n*/ { id: 'integration.noDelivery', message: 'No webhook delivery has that id.' },
  deliverySending: /*i18n*/ {
    id: 'integration.deliverySending',
    message: 'This delivery is being sent right now.',
  },
  noToken: /*i18n*/ { id: 'integration.noToken', message: 'No API token has that id.' },
  noFailedPost: /*i18n*/ { id: 'integration.noFailedPost', message: 'No failed post with that id.' },
  tokenTooManyCalls: /*i18n*/ {
    id: 'integration.tokenTooManyCalls',
    message: 'This API token has made too many calls; wait a minute and try again.',
  },
  tokenScopes: /*i18n*/ {
    id: 'integration.tokenScopes',
    message: 'This API token’s scopes do not open this call.',
  },
} as const satisfies Record<string, MessageText>;
