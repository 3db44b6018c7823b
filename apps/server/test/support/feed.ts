import type { Database } from '../../src/db/database.js';
import { createMember } from '../factories.js';
import { sessionFor } from '../personas.js';
import { nextUnique, uniqueMemberNumber } from '../unique.js';

/** A member of their own with a session, for the feed's tests. */
export async function memberWithSession(
  database: Database,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const memberNumber = uniqueMemberNumber('7');
  const id = await createMember(database, { memberNumber, ...overrides });
  return { id, memberNumber, token: await sessionFor(database, memberNumber) };
}

/** A recognition from one member to another, written as the recognition service writes it. */
export async function recognitionBetween(
  database: Database,
  fromMemberId: number,
  toMemberId: number,
  opts: { at?: string; message?: string; points?: number; value?: string } = {},
) {
  const row = await database.db
    .insertInto('recognitions')
    .values({
      type: 'THX',
      fromMemberId,
      toMemberId,
      value: opts.value ?? 'Integrity',
      message: opts.message ?? 'Thank you for the help',
      points: opts.points ?? 0,
      sendBy: 'email',
      requestId: null,
      createdAt: opts.at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Outbox rows of one channel for one recipient (push recipients are member ids). */
export const outboxFor = (database: Database, channel: 'push' | 'email', recipient: string) =>
  database.db
    .selectFrom('outboxMessages')
    .select(['id', 'subject', 'bodyText', 'bodyHtml', 'template', 'nextAttemptAt', 'refType', 'refId'])
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

/** Gives a member a phone to push to (a push is only queued for a member with a device). */
export const withPushDevice = (database: Database, memberId: number) =>
  database.db
    .insertInto('pushSubscriptions')
    .values({
      memberId,
      endpoint: `https://push.example.test/device-${memberId}-${nextUnique()}`,
      p256dh: 'BPublicKey',
      auth: 'secret',
      label: 'Phone',
      createdAt: new Date().toISOString(),
      lastPushAt: null,
    })
    .execute();
