import type { Transaction } from 'kysely';
import type { DB, MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { parseMemberId } from '../../lib/member-ids.js';
import { findMembersByIds } from './repository.js';

export type Recipient = Awaited<ReturnType<typeof findMembersByIds>>[number];

const refuse = (message: string) => badRequest(message, { recipients: message });

/**
 * The recipients as members: individuals only, never the sender, each an active member.
 * A '0.'-prefixed id (not registered yet) is a member like any other: their points wait in
 * their redeem account until they register. '5' and '0.5' are the same person, counted once.
 * They come back in member id order, whatever order the sender chose: every send then writes
 * its recipients' rows (accounts, balances, roll-ups) in one order, so two sends to the same
 * people never each hold a row the other waits for (a deadlock on PostgreSQL).
 */
export async function resolveRecipients(
  trx: Transaction<DB>,
  sender: MemberRow,
  recipients: readonly string[],
): Promise<Recipient[]> {
  const ids: number[] = [];
  for (const r of recipients) {
    const id = parseMemberId(r);
    if (id === null) throw refuse('Only individual members can be selected.');
    if (id === sender.id) throw refuse('You cannot recognise yourself.');
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0) throw refuse('Please select at least one recipient.');
  const found = new Map((await findMembersByIds(trx, ids)).map((m) => [m.id, m]));
  return ids
    .sort((a, b) => a - b)
    .map((id) => {
      const m = found.get(id);
      if (!m) throw refuse('A selected member could not be found.');
      if (m.employmentStatus !== 'active')
        throw refuse(`${m.firstname} ${m.surname} is no longer an active member.`);
      return m;
    });
}
