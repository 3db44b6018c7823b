import type { Transaction } from 'kysely';
import { sendQuotaTier, type TProgrammeSettings, type TSendQuota } from '@portal/contract';
import type { Dialect } from '../../db/database.js';
import { keptRead } from '../../db/kept-read.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

export const QUOTA_MESSAGES = {
  recipients: (n: number) => `You can send one e-card to at most ${n} people at once.`,
  sendsPerHour: (n: number) =>
    `You have sent ${n} e-cards in the last hour, the most allowed. Please try again later.`,
  sendsPerDay: (n: number) =>
    `You have sent ${n} e-cards in the last 24 hours, the most allowed. Please try again tomorrow.`,
  smsPerHour: (n: number) =>
    `This would take your e-cards by SMS past ${n} in the last hour. Send by e-mail, or try again later.`,
  smsPerDay: (n: number) =>
    `This would take your e-cards by SMS past ${n} in the last 24 hours. Send by e-mail, or try again tomorrow.`,
} as const;

const tooMany = (message: string) => new HttpError(429, message);
const HOUR = 3_600_000;

/** The quotas that apply to a sender: those of the widest role they hold. */
export function quotaFor(settings: TProgrammeSettings, sender: MemberRow): TSendQuota {
  return settings.sendQuotas[sendQuotaTier(sender)];
}

/**
 * Holds the sender's row until the transaction ends, so two concurrent sends of one member
 * count each other: on PostgreSQL a row lock (NO KEY UPDATE, which foreign-key checks of other
 * transactions do not wait for); SQLite write transactions already run one at a time.
 */
export async function lockSender(trx: Transaction<DB>, dialect: Dialect, memberId: number) {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

interface Usage {
  sends: number;
  sms: number;
}

/**
 * The sender's sends and SMS over the last hour and the last 24 hours, in one read of the
 * day's rows (the index holds every column it needs, so no table row is visited).
 */
/** The member's sends and SMS of the last day, and of the last hour within it. */
const sendsSince = keptRead((db, v: { memberId: number; hourAgo: string; dayAgo: string }) =>
  db
    .selectFrom('recognitionSends')
    .select((eb) => {
      const inHour = eb('createdAt', '>=', v.hourAgo);
      return [
        eb.fn.countAll<number>().as('daySends'),
        eb.fn.sum<number>('sms').as('daySms'),
        eb.fn.sum<number>(eb.case().when(inHour).then(1).else(0).end()).as('hourSends'),
        eb.fn.sum<number>(eb.case().when(inHour).then(eb.ref('sms')).else(0).end()).as('hourSms'),
      ];
    })
    .where('memberId', '=', v.memberId)
    .where('createdAt', '>=', v.dayAgo),
);

async function usage(
  trx: Transaction<DB>,
  memberId: number,
  now: Date,
): Promise<{ hour: Usage; day: Usage }> {
  const hourAgo = new Date(now.getTime() - HOUR).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString();
  const [row] = await sendsSince(trx, { memberId, hourAgo, dayAgo });
  return {
    hour: { sends: Number(row?.hourSends ?? 0), sms: Number(row?.hourSms ?? 0) },
    day: { sends: Number(row?.daySends ?? 0), sms: Number(row?.daySms ?? 0) },
  };
}

/** Refuses a send that is too wide or would pass the sender's hourly or daily send count. */
export async function checkSendAllowed(
  trx: Transaction<DB>,
  quota: TSendQuota,
  memberId: number,
  recipients: number,
  now: Date,
): Promise<{ hour: Usage; day: Usage }> {
  if (recipients > quota.recipientsPerSend) throw tooMany(QUOTA_MESSAGES.recipients(quota.recipientsPerSend));
  const { hour, day } = await usage(trx, memberId, now);
  if (hour.sends >= quota.sendsPerHour) throw tooMany(QUOTA_MESSAGES.sendsPerHour(quota.sendsPerHour));
  if (day.sends >= quota.sendsPerDay) throw tooMany(QUOTA_MESSAGES.sendsPerDay(quota.sendsPerDay));
  return { hour, day };
}

/** Refuses a send whose SMS would pass the hourly or daily SMS count, else records the send. */
export async function recordSend(
  trx: Transaction<DB>,
  quota: TSendQuota,
  usage: { hour: Usage; day: Usage },
  send: { memberId: number; recipients: number; sms: number; at: string },
) {
  if (send.sms > 0 && usage.hour.sms + send.sms > quota.smsPerHour)
    throw tooMany(QUOTA_MESSAGES.smsPerHour(quota.smsPerHour));
  if (send.sms > 0 && usage.day.sms + send.sms > quota.smsPerDay)
    throw tooMany(QUOTA_MESSAGES.smsPerDay(quota.smsPerDay));
  await trx
    .insertInto('recognitionSends')
    .values({ memberId: send.memberId, recipients: send.recipients, sms: send.sms, createdAt: send.at })
    .execute();
}
