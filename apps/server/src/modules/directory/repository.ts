import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { startsWith } from './prefix-match.js';

export interface MemberSearch {
  search: string;
  divisionCode: string;
  /** Leave this member out (the caller, unless includeSelf). */
  excludeId: number | null;
  limit: number;
}

type MembersEb = ExpressionBuilder<DB & { m: DB['members'] }, 'm'>;

/**
 * One word matches the start of the first name, the surname or the member number; several
 * words match "first surname" either way round, or a surname with spaces in it.
 */
function searchCondition(dialect: Dialect, eb: MembersEb, search: string): Expression<SqlBool> {
  const ci = { caseInsensitive: true };
  const first = eb.ref('m.firstname');
  const last = eb.ref('m.surname');
  if (/^\d+$/.test(search))
    return startsWith(dialect, eb.ref('m.memberNumber'), search, { caseInsensitive: false });
  const words = search.split(/\s+/);
  const [head = '', ...tail] = words;
  if (tail.length === 0) {
    return eb.or([
      startsWith(dialect, first, head, ci),
      startsWith(dialect, last, head, ci),
      startsWith(dialect, eb.ref('m.memberNumber'), head, { caseInsensitive: false }),
    ]);
  }
  const rest = tail.join(' ');
  return eb.or([
    eb.and([startsWith(dialect, first, head, ci), startsWith(dialect, last, rest, ci)]),
    eb.and([startsWith(dialect, last, head, ci), startsWith(dialect, first, rest, ci)]),
    startsWith(dialect, last, words.join(' '), ci),
  ]);
}

/** Active members for the Select Members modal, ordered by surname then first name, ignoring case. */
export function searchMembers(db: Db, dialect: Dialect, q: MemberSearch) {
  let query = db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .select([
      'm.id',
      'm.registeredAt',
      'm.memberNumber',
      'm.firstname',
      'm.surname',
      'm.divisionCode',
      'm.isManager',
      'm.picId',
      'd.name as division',
    ])
    .where('m.employmentStatus', '=', 'active');
  if (q.search !== '') query = query.where((eb) => searchCondition(dialect, eb, q.search));
  if (q.divisionCode !== '') query = query.where('m.divisionCode', '=', q.divisionCode);
  if (q.excludeId !== null) query = query.where('m.id', '<>', q.excludeId);
  if (q.search === '')
    return query.orderBy('m.surname').orderBy('m.firstname').orderBy('m.id').limit(q.limit).execute();
  // A search orders by lower(name), which no index hands out in order: otherwise PostgreSQL walks
  // the surname index hoping to meet 50 matches early, and a prefix late in the alphabet reads
  // most of the table. Without a search, walking that index is exactly right.
  return query
    .orderBy(sql`lower(${sql.ref('m.surname')})`)
    .orderBy(sql`lower(${sql.ref('m.firstname')})`)
    .orderBy('m.id')
    .limit(q.limit)
    .execute();
}

export const findActiveMember = (db: Db, id: number) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('employmentStatus', '=', 'active')
    .executeTakeFirst();

export async function listDivisions(db: Db) {
  const [countries, divisions] = await Promise.all([
    db.selectFrom('clusters').select(['code', 'name']).orderBy('name').execute(),
    db.selectFrom('divisions').select(['code', 'name', 'clusterCode']).orderBy('name').execute(),
  ]);
  return { countries, divisions };
}
