import type { MessageText } from '@portal/contract';

/** What the site's pages (privacy, terms, FAQ) and campaigns answer. */
export const CONTENT_TEXTS = {
  notFound: /*i18n*/ { id: 'content.notFound', message: 'Sorry, that page does not exist.' },
  campaignNotFound: /*i18n*/ {
    id: 'content.campaignNotFound',
    message: 'Sorry, that campaign does not exist.',
  },
  campaignDates: /*i18n*/ { id: 'content.campaignDates', message: 'The campaign must open before it closes' },
} as const satisfies Record<string, MessageText>;
