import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { wholeDivisions, type Scope } from './scope.js';
import { COMMON_TEXTS } from '../../i18n/index.js';

/**
 * The by-manager lists of participation and points, a page at a time: a company has a
 * manager for every ten or so people, and listing them all made a company's answer grow with
 * it. A page is the next managers in name order (surname, first name, whatever the case, then
 * id); "Load more" asks for the page after the last one.
 */
export const MANAGERS_PAGE = 50;

export interface ManagerPage {
  managers: { id: number; name: string }[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
}

type Cursor = [surname: string, firstname: string, id: number];

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decode(cursor: string): Cursor {
  try {
    const c: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (
      Array.isArray(c) &&
      c.length === 3 &&
      typeof c[0] === 'string' &&
      typeof c[1] === 'string' &&
      Number.isInteger(c[2])
    )
      return c as Cursor;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest(COMMON_TEXTS.listChanged, { managersAfter: COMMON_TEXTS.invalidCursor });
}

/**
 * One page of the scope's managers: for participation those who lead at least one active
 * member of the scope (`leads`), for budgets its active managers (`budgets`). A manager's own
 * team is one row (the caller). The company walks a name index and keeps those who qualify,
 * a few rows per manager listed; a division or cluster starts from its own, which its size
 * bounds.
 */
export async function managerPage(
  db: Db,
  scope: Scope,
  after: string | undefined,
  kind: 'leads' | 'budgets',
): Promise<ManagerPage> {
  if (scope.kind === 'team') {
    const me = await db
      .selectFrom('members')
      .select(['id', 'firstname', 'surname'])
      .where('id', '=', scope.callerId)
      .execute();
    return { managers: me.map((m) => ({ id: m.id, name: `${m.firstname} ${m.surname}` })), next: null };
  }
  const codes = wholeDivisions(scope);
  const from = after ? decode(after) : undefined;
  // Who leads at least one active member of the scope (by the head counts).
  const leads = db
    .selectFrom('insightsGroupHeads as h')
    .select('h.managerId')
    .where('h.members', '>', 0)
    .$if(codes !== undefined, (q) => q.where('h.divisionCode', 'in', codes!));
  const rows = await db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.firstname',
      'm.surname',
      // The cursor holds the database's own lower case (SQLite's lower() leaves non-ASCII letters).
      sql<string>`lower(m.surname)`.as('surnameKey'),
      sql<string>`lower(m.firstname)`.as('firstnameKey'),
    ])
    .$if(kind === 'leads', (q) =>
      q.where((eb) =>
        codes === undefined
          ? eb.exists(leads.select(sql.lit(1).as('one')).where('h.managerId', '=', sql<number>`m.id`))
          : eb('m.id', 'in', leads),
      ),
    )
    // Budgets belong to the scope's active managers, by their own division.
    .$if(kind === 'budgets', (q) =>
      q
        .where('m.isManager', '=', 1)
        .where('m.employmentStatus', '=', 'active')
        .$if(codes !== undefined, (q) => q.where('m.divisionCode', 'in', codes!)),
    )
    .$if(from !== undefined, (q) =>
      q.where(
        sql<boolean>`(lower(m.surname), lower(m.firstname), m.id) > (${from![0]}, ${from![1]}, ${from![2]})`,
      ),
    )
    .orderBy(sql`lower(m.surname)`)
    .orderBy(sql`lower(m.firstname)`)
    .orderBy('m.id')
    .limit(MANAGERS_PAGE + 1)
    .execute();
  const page = rows.slice(0, MANAGERS_PAGE);
  const last = page[page.length - 1];
  return {
    managers: page.map((m) => ({ id: m.id, name: `${m.firstname} ${m.surname}` })),
    next: rows.length > MANAGERS_PAGE && last ? encode([last.surnameKey, last.firstnameKey, last.id]) : null,
  };
}
