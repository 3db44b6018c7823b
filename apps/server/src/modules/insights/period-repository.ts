import type { Db } from '../../db/database.js';
import { wholeDivisions, type Scope } from './scope.js';

/**
 * Participation read from the period roll-ups (migration 0150): a few rows per division and
 * manager instead of every member's slots. Only for whole months, quarters and years, and only
 * once the roll-ups are built for the company's time zone (periods.ts).
 */

const n = (v: unknown) => Number(v ?? 0);

export interface Group {
  divisionCode: string;
  managerId: number | null;
  members: number;
  gave: number;
  received: number;
}

/** The roll-up rows of a scope: a team by its manager, a division or cluster by its divisions. */
function inScope<T extends 'insightsGroupPeriods' | 'insightsDivisionPeriods'>(
  db: Db,
  table: T,
  scope: Scope,
) {
  // Kysely cannot narrow a generic table name; both tables share the columns filtered here.
  let q = db.selectFrom(table as 'insightsGroupPeriods');
  if (scope.kind === 'team') q = q.where('managerId', '=', Number(scope.code));
  else if (scope.kind !== 'company') q = q.where('divisionCode', 'in', wholeDivisions(scope)!);
  return q;
}

/**
 * Today's active members of the scope per division and manager (the share's denominator), from
 * the head counts the members' triggers keep (migration 0180).
 */
export async function headcounts(db: Db, scope: Scope) {
  let q = db
    .selectFrom('insightsGroupHeads')
    .select(['divisionCode', 'managerId', 'members'])
    .where('members', '>', 0);
  if (scope.kind === 'team') q = q.where('managerId', '=', Number(scope.code));
  else if (scope.kind !== 'company') q = q.where('divisionCode', 'in', wholeDivisions(scope)!);
  const rows = await q.execute();
  return rows.map((r) => ({
    divisionCode: r.divisionCode,
    managerId: r.managerId === 0 ? null : r.managerId,
    members: n(r.members),
  }));
}

/** Today's active members per division (one row each, migration 0270), for all or those of `codes`. */
export async function divisionHeads(db: Db, codes?: string[]) {
  const rows = await db
    .selectFrom('insightsDivisionHeads')
    .select(['divisionCode', 'members'])
    .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
    .execute();
  return new Map(rows.map((r) => [r.divisionCode, n(r.members)]));
}

/** Members, givers and receivers of the scope per division and manager in one whole period. */
export async function periodGroups(
  db: Db,
  scope: Scope,
  period: string,
  heads: Awaited<ReturnType<typeof headcounts>>,
) {
  const rows = await inScope(db, 'insightsGroupPeriods', scope)
    .select(['divisionCode', 'managerId', 'gave', 'received'])
    .where('period', '=', period)
    .execute();
  const key = (division: string, manager: number | null) => `${division}|${manager ?? 0}`;
  const active = new Map(rows.map((r) => [key(r.divisionCode, r.managerId), r]));
  return heads.map((h): Group => {
    const found = active.get(key(h.divisionCode, h.managerId));
    return { ...h, gave: n(found?.gave), received: n(found?.received) };
  });
}

/** Givers and receivers of the whole scope in each of `periods`. */
export async function periodTotals(db: Db, scope: Scope, periods: string[]) {
  if (periods.length === 0) return new Map<string, { gave: number; received: number }>();
  const table = scope.kind === 'team' ? 'insightsGroupPeriods' : 'insightsDivisionPeriods';
  const rows = await inScope(db, table, scope)
    .select((eb) => [
      'period',
      eb.fn.sum<number>('gave').as('gave'),
      eb.fn.sum<number>('received').as('received'),
    ])
    .where('period', 'in', periods)
    .groupBy('period')
    .execute();
  return new Map(rows.map((r) => [r.period, { gave: n(r.gave), received: n(r.received) }]));
}

/**
 * Members, givers and receivers per division of a division, cluster or company scope in one
 * whole period, from the division rows and head counts: a few rows per division.
 */
export async function periodDivisionGroups(db: Db, scope: Scope, period: string): Promise<Group[]> {
  const codes = wholeDivisions(scope);
  const [heads, rows] = await Promise.all([
    divisionHeads(db, codes),
    inScope(db, 'insightsDivisionPeriods', scope)
      .select(['divisionCode', 'gave', 'received'])
      .where('period', '=', period)
      .execute(),
  ]);
  const active = new Map(rows.map((r) => [r.divisionCode, r]));
  return [...heads.entries()]
    .filter(([, members]) => members > 0)
    .map(([divisionCode, members]) => ({
      divisionCode,
      managerId: null,
      members,
      gave: n(active.get(divisionCode)?.gave),
      received: n(active.get(divisionCode)?.received),
    }));
}

/** The groups of managers `ids` in the scope in one whole period (a page of the by-manager list). */
export async function periodManagerGroups(db: Db, scope: Scope, period: string, ids: number[]) {
  if (ids.length === 0) return [];
  const codes = wholeDivisions(scope);
  const heads = (
    await db
      .selectFrom('insightsGroupHeads')
      .select(['divisionCode', 'managerId', 'members'])
      .where('managerId', 'in', ids)
      .where('members', '>', 0)
      .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
      .execute()
  ).map((h) => ({ divisionCode: h.divisionCode, managerId: h.managerId, members: n(h.members) }));
  const rows = await db
    .selectFrom('insightsGroupPeriods')
    .select(['divisionCode', 'managerId', 'gave', 'received'])
    .where('period', '=', period)
    .where('managerId', 'in', ids)
    .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
    .execute();
  const key = (division: string, manager: number) => `${division}|${manager}`;
  const active = new Map(rows.map((r) => [key(r.divisionCode, r.managerId), r]));
  return heads.map((h): Group => {
    const found = active.get(key(h.divisionCode, h.managerId));
    return { ...h, gave: n(found?.gave), received: n(found?.received) };
  });
}
