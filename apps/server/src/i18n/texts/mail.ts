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

/** The registration invitation a programme admin sends to a member who has not registered. */
export const INVITATION_TEXTS = {
  subject: /*i18n*/ { id: 'invitation.subject', message: 'Join {programme}' },
  dear: /*i18n*/ { id: 'invitation.dear', message: 'Dear {name},' },
  invites: /*i18n*/ {
    id: 'invitation.invites',
    message:
      '{company} invites you to {programme}, where colleagues recognise each other and earn {pointsName}.',
  },
  register: /*i18n*/ {
    id: 'invitation.register',
    message:
      'Register at {link} with your member number {memberNumber} and your mobile number: choose "Register" on the sign-in page.',
  },
} as const satisfies Record<string, MessageText>;
