import type { Transaction } from 'kysely';
import { newMemberRow } from '../db/member-row.js';
import type { DB, NewMember } from '../db/schema.js';
import type { PersonPlan } from './people.js';

/**
 * Rows per INSERT. A member row binds about 26 parameters, so 250 rows stay far below
 * SQLite's 32,766 and PostgreSQL's 65,535 bound-parameter limits.
 */
const BATCH_ROWS = 250;

/**
 * Inserts the people layer by layer (heads, then managers, then members) so each row's
 * manager already has an id. Returns the database id of each planned person by key.
 */
export async function insertPeople(
  trx: Transaction<DB>,
  people: readonly PersonPlan[],
  opts: { passwordHash: string; now: string },
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const role of ['head', 'manager', 'member'] as const) {
    const layer = people.filter((p) => p.role === role);
    for (let i = 0; i < layer.length; i += BATCH_ROWS) {
      const batch = layer.slice(i, i + BATCH_ROWS);
      const rows = batch.map((p) => toRow(p, ids, opts));
      // Matched back by member number: PostgreSQL does not promise RETURNING order.
      const inserted = await trx
        .insertInto('members')
        .values(rows)
        .returning(['id', 'memberNumber'])
        .execute();
      const byNumber = new Map(inserted.map((r) => [r.memberNumber, r.id]));
      for (const p of batch) {
        const id = byNumber.get(p.memberNumber);
        if (id === undefined) throw new Error(`Demo member ${p.memberNumber} was not inserted`);
        ids.set(p.key, id);
      }
    }
  }
  return ids;
}

function toRow(
  p: PersonPlan,
  ids: Map<number, number>,
  opts: { passwordHash: string; now: string },
): NewMember {
  const { key: _key, managerKey, role: _role, ...member } = p;
  const managerId = managerKey === null ? null : ids.get(managerKey);
  if (managerId === undefined) throw new Error(`Manager of demo member ${p.memberNumber} not inserted yet`);
  return newMemberRow(
    {
      ...member,
      // Every row names it: a batch mixing rows with and without a column writes null on SQLite.
      language: p.language ?? '',
      managerId,
      passwordHash: p.registeredAt ? opts.passwordHash : null,
      // A birthday in the staff record counts as given when the person registered.
      dobGivenAt: p.dobMm ? (p.registeredAt ?? opts.now) : null,
    },
    opts.now,
  );
}
