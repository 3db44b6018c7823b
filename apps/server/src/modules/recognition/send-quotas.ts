import type { Insertable, Transaction } from 'kysely';
import {
  english,
  sendQuotaTier,
  withValues,
  type MessageText,
  type TProgrammeSettings,
  type TSendQuota,
} from '@portal/contract';
import type { Dialect } from '../../db/database.js';
import { preparedRead, preparedWrite } from '../../db/prepared-query.js';
import type { DB, MemberRow, RecognitionSendTable } from '../../db/schema.js';
import { QUOTA_TEXTS } from '../../i18n/index.js';
import { HttpError } from '../../lib/errors.js';

/** The quotas' refusals in en-GB, by the limit they met (tests compare them). */
export const QUOTA_MESSAGES = {
  recipients: (n: number) => english(QUOTA_TEXTS.recipients, { n }),
  sendsPerHour: (n: number) => english(QUOTA_TEXTS.sendsPerHour, { n }),
  sendsPerDay: (n: number) => english(QUOTA_TEXTS.sendsPerDay, { n }),
  smsPerHour: (n: number) => english(QUOTA_TEXTS.smsPerHour, { n }),
  smsPerDay: (n: number) => english(QUOTA_TEXTS.smsPerDay, { n }),
} as const;

/** A 429 naming the limit met, said in the sender's language. */
const tooMany = (text: MessageText, n: number) => new HttpError(429, withValues(text, { n }));
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

/** What a send is checked against, and the sender's latest totals its record adds to. */
export interface SendUsage {
  hour: Usage;
  day: Usage;
  latest: { sends: number; sms: number; at: string | null };
}

/**
 * The sender's running totals (migration 0290): the latest, and those just before the first
 * send of the last hour and of the last day: seven seeks of one index, whatever the volume.
 */
const sendTotals = preparedRead((db, v: { memberId: number; hourAgo: string; dayAgo: string }) => {
  const sends = db.selectFrom('recognitionSends').where('memberId', '=', v.memberId);
  const latest = sends.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1);
  const firstSince = (at: string) =>
    sends.where('createdAt', '>=', at).orderBy('createdAt').orderBy('id').limit(1);
  // The totals just before a window's first send: that send's totals less the send itself.
  const before = (at: string) => ({
    sends: firstSince(at).select((eb) => eb('totalSends', '-', 1).as('n')),
    sms: firstSince(at).select((eb) => eb('totalSms', '-', eb.ref('sms')).as('n')),
  });
  const [hour, day] = [before(v.hourAgo), before(v.dayAgo)];
  return db.selectNoFrom([
    latest.select('totalSends').as('sends'),
    latest.select('totalSms').as('sms'),
    latest.select('createdAt').as('at'),
    hour.sends.as('hourBeforeSends'),
    hour.sms.as('hourBeforeSms'),
    day.sends.as('dayBeforeSends'),
    day.sms.as('dayBeforeSms'),
  ]);
});

async function usage(trx: Transaction<DB>, memberId: number, now: Date): Promise<SendUsage> {
  const hourAgo = new Date(now.getTime() - HOUR).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString();
  const [row] = await sendTotals(trx, { memberId, hourAgo, dayAgo });
  // PostgreSQL answers bigint as text; no send at all reads as nulls.
  const sends = Number(row?.sends ?? 0);
  const sms = Number(row?.sms ?? 0);
  // No send since the window began: the totals before it are the latest.
  const since = (before: unknown, latest: number) => latest - Number(before ?? latest);
  return {
    hour: { sends: since(row?.hourBeforeSends, sends), sms: since(row?.hourBeforeSms, sms) },
    day: { sends: since(row?.dayBeforeSends, sends), sms: since(row?.dayBeforeSms, sms) },
    latest: { sends, sms, at: row?.at ?? null },
  };
}

/** Refuses a send that is too wide or would pass the sender's hourly or daily send count. */
export async function checkSendAllowed(
  trx: Transaction<DB>,
  quota: TSendQuota,
  memberId: number,
  recipients: number,
  now: Date,
): Promise<SendUsage> {
  if (recipients > quota.recipientsPerSend) throw tooMany(QUOTA_TEXTS.recipients, quota.recipientsPerSend);
  const used = await usage(trx, memberId, now);
  if (used.hour.sends >= quota.sendsPerHour) throw tooMany(QUOTA_TEXTS.sendsPerHour, quota.sendsPerHour);
  if (used.day.sends >= quota.sendsPerDay) throw tooMany(QUOTA_TEXTS.sendsPerDay, quota.sendsPerDay);
  return used;
}

/** Refuses a send whose SMS would pass the hourly or daily SMS count, else records the send. */
export async function recordSend(
  trx: Transaction<DB>,
  quota: TSendQuota,
  usage: SendUsage,
  send: { memberId: number; recipients: number; sms: number; at: string },
) {
  if (send.sms > 0 && usage.hour.sms + send.sms > quota.smsPerHour)
    throw tooMany(QUOTA_TEXTS.smsPerHour, quota.smsPerHour);
  if (send.sms > 0 && usage.day.sms + send.sms > quota.smsPerDay)
    throw tooMany(QUOTA_TEXTS.smsPerDay, quota.smsPerDay);
  const { latest } = usage;
  await insertSend(trx, {
    memberId: send.memberId,
    recipients: send.recipients,
    sms: send.sms,
    // Never before the sender's latest send (a clock set back): the totals follow this order.
    createdAt: latest.at !== null && latest.at > send.at ? latest.at : send.at,
    totalSends: latest.sends + 1,
    totalSms: latest.sms + send.sms,
  });
}

const insertSend = preparedWrite((db, v: Omit<Required<Insertable<RecognitionSendTable>>, 'id'>) =>
  db.insertInto('recognitionSends').values({
    memberId: v.memberId,
    recipients: v.recipients,
    sms: v.sms,
    createdAt: v.createdAt,
    totalSends: v.totalSends,
    totalSms: v.totalSms,
  }),
);
