import type { MessageText } from '@portal/contract';

/**
 * A sender's quotas of e-cards (docs/abuse-limits.md), answered with a 429. The limit is
 * `{n}`, a number, so the English reads as it always has and other languages choose plurals.
 */
export const QUOTA_TEXTS = {
  recipients: /*i18n*/ {
    id: 'quota.recipients',
    message: 'You can send one e-card to at most {n} people at once.',
  },
  sendsPerHour: /*i18n*/ {
    id: 'quota.sendsPerHour',
    message: 'You have sent {n} e-cards in the last hour, the most allowed. Please try again later.',
  },
  sendsPerDay: /*i18n*/ {
    id: 'quota.sendsPerDay',
    message: 'You have sent {n} e-cards in the last 24 hours, the most allowed. Please try again tomorrow.',
  },
  smsPerHour: /*i18n*/ {
    id: 'quota.smsPerHour',
    message:
      'This would take your e-cards by SMS past {n} in the last hour. Send by e-mail, or try again later.',
  },
  smsPerDay: /*i18n*/ {
    id: 'quota.smsPerDay',
    message:
      'This would take your e-cards by SMS past {n} in the last 24 hours. Send by e-mail, or try again tomorrow.',
  },
} as const satisfies Record<string, MessageText>;

/** A member's hourly limits on the feed, answered with a 429; `{n}` is the limit. */
export const FEED_QUOTA_TEXTS = {
  comments: /*i18n*/ {
    id: 'feedQuota.comments',
    message: 'You have posted or edited {n} comments this hour, the most allowed. Please try again later.',
  },
  mentions: /*i18n*/ {
    id: 'feedQuota.mentions',
    message:
      'This would take the people you have mentioned this hour past {n}, the most allowed. Mention fewer people, or try again later.',
  },
  reactions: /*i18n*/ {
    id: 'feedQuota.reactions',
    message: 'You have reacted {n} times this hour, the most allowed. Please try again later.',
  },
} as const satisfies Record<string, MessageText>;

/** The contact form's limit per address, and the confirmation a signed-in sender is e-mailed. */
export const CONTACT_TEXTS = {
  tooMany: /*i18n*/ {
    id: 'contact.tooMany',
    message: 'You have sent several messages already. Please wait a while before sending another.',
  },
  confirmationSubject: /*i18n*/ {
    id: 'contact.confirmationSubject',
    message: 'We have received your message · {programme}',
  },
  dear: /*i18n*/ { id: 'contact.dear', message: 'Dear {name},' },
  thanks: /*i18n*/ {
    id: 'contact.thanks',
    message:
      'Thank you for contacting {programme}. We have received your message and will reply as soon as we can.',
  },
  yourMessage: /*i18n*/ { id: 'contact.yourMessage', message: 'Your message:' },
} as const satisfies Record<string, MessageText>;
