import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedWrite } from '../db/prepared-query.js';
import type { DB, OutboxChannel, OutboxMessageTable } from '../db/schema.js';
import { headerAddress, headerText } from './header-safe.js';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** E-mail address or mobile number. */
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
  /** Which template made it (otp, ecard, voucher…), for the operator's listing. */
  template: string;
  ref?: { type: string; id: string };
  /** The same key twice enqueues one message (a retried request sends one e-card). */
  dedupeKey?: string;
}

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly when
 * the event that caused it was committed. The worker sends it later.
 */
export async function enqueueMessage(
  trx: Transaction<DB> | Db,
  msg: OutgoingMessage,
  at: string,
): Promise<void> {
  await insertMessage(trx, {
    channel: msg.channel,
    // Recipient and subject become headers: no line break gets into the outbox at all.
    recipient: headerAddress(msg.recipient),
    subject: headerText(msg.subject ?? ''),
    bodyText: msg.text,
    bodyHtml: msg.html ?? '',
    template: msg.template,
    refType: msg.ref?.type ?? null,
    refId: msg.ref?.id ?? null,
    dedupeKey: msg.dedupeKey ?? null,
    at,
  });
}

type NewMessage = Pick<
  Required<Insertable<OutboxMessageTable>>,
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'bodyText'
  | 'bodyHtml'
  | 'template'
  | 'refType'
  | 'refId'
  | 'dedupeKey'
> & { at: string };
/** Every message of every send goes through here: prepared once (db/prepared-query.ts). */
const insertMessage = preparedWrite((db, v: NewMessage) =>
  db
    .insertInto('outboxMessages')
    .values({
      channel: v.channel,
      recipient: v.recipient,
      subject: v.subject,
      bodyText: v.bodyText,
      bodyHtml: v.bodyHtml,
      template: v.template,
      refType: v.refType,
      refId: v.refId,
      dedupeKey: v.dedupeKey,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: v.at,
      lockedUntil: null,
      lastError: null,
      createdAt: v.at,
      sentAt: null,
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing()),
);
