import type { MessageText } from '@portal/contract';

/** What every e-mail to a person says the same way. */
export const MAIL_TEXTS = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
} as const satisfies Record<string, MessageText>;

/** The reviewing manager's notice of a new nomination (e-mail, or SMS without an address). */
export const NOMINATION_TEXTS = {
  sms: /*i18n*/ {
    id: 'nomination.sms',
    message: '{by} nominated {nominee} for {category}. Please review it: {link}',
  },
  subject: /*i18n*/ { id: 'nomination.subject', message: 'New nomination to review: {nominee} ({category})' },
  title: /*i18n*/ { id: 'nomination.title', message: 'New nomination' },
  nominated: /*i18n*/ { id: 'nomination.nominated', message: '{by} has nominated {nominee} for {category}:' },
  reviewAt: /*i18n*/ { id: 'nomination.reviewAt', message: 'Please review the nomination at {link}' },
  reviewLink: /*i18n*/ { id: 'nomination.reviewLink', message: 'Review the nomination' },
} as const satisfies Record<string, MessageText>;

/** The SMS that carries a shop order's voucher codes. */
export const VOUCHER_TEXTS = {
  sms: /*i18n*/ { id: 'voucher.sms', message: '{programme} order {orderNum}. Your voucher codes:' },
} as const satisfies Record<string, MessageText>;
