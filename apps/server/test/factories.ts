import type { Database } from '../src/db/database.js';
import { newMemberRow } from '../src/db/member-row.js';
import type { NewMember } from '../src/db/schema.js';
import { transfer, type MemberAccountKind } from '../src/ledger/index.js';
import { nextUnique, uniqueMemberNumber } from './unique.js';

/** Creates an isolated member of its own (not one of the demo accounts). */
export async function createMember(database: Database, overrides: Partial<NewMember> = {}) {
  const now = new Date().toISOString();
  const division = await database.db
    .selectFrom('divisions')
    .select('code')
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const row = await database.db
    .insertInto('members')
    .values(
      newMemberRow(
        {
          memberNumber: uniqueMemberNumber(),
          firstname: 'Test',
          surname: 'Member',
          email: `test.${nextUnique()}@example.test`,
          cellNum: '+447700900000',
          divisionCode: division.code,
          jobTitle: 'Tester',
          hireDate: '2020-01-15',
          registeredAt: now,
          ...overrides,
        },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Funds a member account from the programme's funding account. */
export async function fund(database: Database, memberId: number, kind: MemberAccountKind, amount: number) {
  await database.db.transaction().execute((trx) =>
    transfer(trx, {
      from: { system: 'funding' },
      to: { memberId, kind },
      amount,
      type: 'FUND',
      description: 'Test funding',
      idempotencyKey: `test:fund:${memberId}:${kind}:${nextUnique()}`,
      at: new Date().toISOString(),
    }),
  );
}

/** The member number of a member by id. */
export const memberNumberOf = async (database: Database, id: number) =>
  (
    await database.db
      .selectFrom('members')
      .select('memberNumber')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).memberNumber;

/** The id of a member by member number. */
export const memberIdOf = async (database: Database, memberNumber: string) =>
  (
    await database.db
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', memberNumber)
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A Teamwork recognition of `points` between two new members, paid through the ledger as the
 * send does (the giver is funded first).
 */
export async function paidRecognition(database: Database, points: number, message = 'Thanks') {
  const giver = await createMember(database);
  const taker = await createMember(database);
  await fund(database, giver, 'recognise', points);
  const at = new Date().toISOString();
  const id = await database.db.transaction().execute(async (trx) => {
    const rec = await trx
      .insertInto('recognitions')
      .values({
        type: 'ADHOC',
        fromMemberId: giver,
        toMemberId: taker,
        value: 'Teamwork',
        message,
        points,
        sendBy: 'email',
        requestId: null,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      from: { memberId: giver, kind: 'recognise' },
      to: { memberId: taker, kind: 'redeem' },
      amount: points,
      type: 'ADHOC',
      description: 'test',
      idempotencyKey: `test-rec:${rec.id}`,
      ref: { type: 'recognition', id: String(rec.id) },
      at,
    });
    return rec.id;
  });
  return { id, giver, taker };
}
