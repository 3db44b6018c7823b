import { z } from 'zod';
import { ADMIN_FIELD_TEXTS } from './field-texts.js';
import { english, englishOf, withValues, type MessageText } from './i18n/text.js';
import { LIMITS } from './limits.js';

/**
 * Sending quotas: how much one sender may send through doreward, counted from the database over
 * sliding windows (the last hour, the last 24 hours), so they hold across server instances.
 * Each tier has its own: members, managers (and admin-report users), and the programme team
 * (programme admins), who send on the programme's behalf.
 */
export const SEND_QUOTA_TIERS = ['member', 'manager', 'programme'] as const;
export type SendQuotaTier = (typeof SEND_QUOTA_TIERS)[number];

/** Each limit's ceiling as the settings form says it (200; 100,000; 1,000,000). */
const atMost = (max: number) => withValues(ADMIN_FIELD_TEXTS.atMost, { max: max.toLocaleString('en-GB') });
export const SEND_QUOTA_FIELD_TEXTS = {
  recipients: atMost(LIMITS.recipients),
  perHour: atMost(100_000),
  perDay: atMost(1_000_000),
} as const satisfies Record<string, MessageText>;

const count = (max: number, atMostText: MessageText) =>
  z
    .number()
    .int(ADMIN_FIELD_TEXTS.wholeNumber.message)
    .min(1, ADMIN_FIELD_TEXTS.atLeastOne.message)
    .max(max, english(atMostText));

export const ZSendQuota = z.object({
  /** Recipients of one e-card send. */
  recipientsPerSend: count(LIMITS.recipients, SEND_QUOTA_FIELD_TEXTS.recipients),
  /** E-card sends (of any number of recipients) in the last hour and the last 24 hours. */
  sendsPerHour: count(100_000, SEND_QUOTA_FIELD_TEXTS.perHour),
  sendsPerDay: count(1_000_000, SEND_QUOTA_FIELD_TEXTS.perDay),
  /** E-cards that go by SMS (one per recipient) in the last hour and the last 24 hours. */
  smsPerHour: count(100_000, SEND_QUOTA_FIELD_TEXTS.perHour),
  smsPerDay: count(1_000_000, SEND_QUOTA_FIELD_TEXTS.perDay),
});
export type TSendQuota = z.infer<typeof ZSendQuota>;

export const ZSendQuotas = z.object({
  member: ZSendQuota,
  manager: ZSendQuota,
  programme: ZSendQuota,
}) satisfies z.ZodType<Record<SendQuotaTier, TSendQuota>>;
export type TSendQuotas = z.infer<typeof ZSendQuotas>;

export const DEFAULT_SEND_QUOTAS: TSendQuotas = {
  member: { recipientsPerSend: 20, sendsPerHour: 10, sendsPerDay: 40, smsPerHour: 20, smsPerDay: 60 },
  manager: { recipientsPerSend: 50, sendsPerHour: 30, sendsPerDay: 120, smsPerHour: 100, smsPerDay: 300 },
  programme: {
    recipientsPerSend: LIMITS.recipients,
    sendsPerHour: 100,
    sendsPerDay: 500,
    smsPerHour: 500,
    smsPerDay: 2_000,
  },
};

/** Which tier a sender's quotas come from: the widest role they hold. */
export function sendQuotaTier(roles: {
  isProgrammeAdmin: number | boolean;
  isManager: number | boolean;
  isAdminReports: number | boolean;
}): SendQuotaTier {
  if (roles.isProgrammeAdmin) return 'programme';
  if (roles.isManager || roles.isAdminReports) return 'manager';
  return 'member';
}

/** What each limit is called on the settings screen, by these ids. */
export const SEND_QUOTA_TEXTS = {
  recipientsPerSend: /*i18n*/ { id: 'sendQuota.recipientsPerSend', message: 'Recipients per send' },
  sendsPerHour: /*i18n*/ { id: 'sendQuota.sendsPerHour', message: 'Sends per hour' },
  sendsPerDay: /*i18n*/ { id: 'sendQuota.sendsPerDay', message: 'Sends per day' },
  smsPerHour: /*i18n*/ { id: 'sendQuota.smsPerHour', message: 'SMS per hour' },
  smsPerDay: /*i18n*/ { id: 'sendQuota.smsPerDay', message: 'SMS per day' },
} as const satisfies Record<keyof TSendQuota, MessageText>;
/** Their en-GB wording. */
export const SEND_QUOTA_LABELS: Record<keyof TSendQuota, string> = englishOf(SEND_QUOTA_TEXTS);
