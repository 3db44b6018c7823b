import { type ExpressionBuilder, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, NominationTable, RecognitionTable } from '../../db/schema.js';

type Reader = Db | Transaction<DB>;

/** Which nominations a caller may see; any branch that matches lets the nomination through. */
export interface NominationScope {
  managerId?: number;
  clusterCode?: string;
  all?: boolean;
}

export const categories = (db: Reader) =>
  db.selectFrom('nominationCategories').select(['nomCat', 'helpText']).orderBy('sortOrder').execute();

export const updateCategoryHelpText = (trx: Transaction<DB>, nomCat: string, helpText: string) =>
  trx.updateTable('nominationCategories').set({ helpText }).where('nomCat', '=', nomCat).executeTakeFirst();

export const clusterOfDivision = async (db: Reader, divisionCode: string) =>
  (await db.selectFrom('divisions').select('clusterCode').where('code', '=', divisionCode).executeTakeFirst())
    ?.clusterCode ?? null;

export const findDivisions = (db: Reader, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db.selectFrom('divisions').select(['code', 'name', 'clusterCode']).where('code', 'in', codes).execute();

export const findMembers = (db: Reader, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('members')
        .select([
          'id',
          'firstname',
          'surname',
          'email',
          'cellNum',
          'employmentStatus',
          'divisionCode',
          'managerId',
          'isManager',
        ])
        .where('id', 'in', ids)
        .execute();
export type NomMember = Awaited<ReturnType<typeof findMembers>>[number];

/** The head of a division: an active manager there whose own manager is outside it (or none). */
export function divisionHead(db: Reader, divisionCode: string): Promise<number | null> {
  return db
    .selectFrom('members as m')
    .leftJoin('members as up', 'up.id', 'm.managerId')
    .select('m.id')
    .where('m.divisionCode', '=', divisionCode)
    .where('m.isManager', '=', 1)
    .where('m.employmentStatus', '=', 'active')
    .where((eb) => eb.or([eb('m.managerId', 'is', null), eb('up.divisionCode', '!=', divisionCode)]))
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst()
    .then((head) => head?.id ?? null);
}

export const activeMembersOfDivision = (db: Reader, divisionCode: string) =>
  db
    .selectFrom('members')
    .select(['id', 'firstname', 'surname', 'email', 'cellNum'])
    .where('divisionCode', '=', divisionCode)
    .where('employmentStatus', '=', 'active')
    .orderBy('id')
    .execute();

export async function requestSeen(db: Reader, byMemberId: number, requestId: string): Promise<boolean> {
  const row = await db
    .selectFrom('nominations')
    .select('id')
    .where((eb) => eb.and({ byMemberId, requestId }))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the nominations; a row whose (nominator, requestId, nominee) is taken is skipped. */
export const insertNominations = (trx: Transaction<DB>, rows: Insertable<NominationTable>[]) =>
  trx
    .insertInto('nominations')
    .values(rows)
    .onConflict((oc) => oc.columns(['byMemberId', 'requestId', 'nomineeKey']).doNothing())
    .returning(['id', 'nomineeKey'])
    .execute();

export const findNomination = (db: Reader, id: number) =>
  db.selectFrom('nominations').selectAll().where('id', '=', id).executeTakeFirst();

/** Claims the review: only a nomination not reviewed yet is updated. */
export async function claimReview(
  trx: Transaction<DB>,
  id: number,
  review: {
    reviewRating: number;
    reviewedById: number;
    reviewedAt: string;
    reviewPoints: number;
    isIncludeInQuarterly: number;
    quarterlyMotivation: string;
  },
): Promise<boolean> {
  const res = await trx
    .updateTable('nominations')
    .set(review)
    .where('id', '=', id)
    .where('reviewRating', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function upsertRating(
  trx: Transaction<DB>,
  nominationId: number,
  memberId: number,
  rating: number,
  at: string,
) {
  await trx
    .insertInto('nominationRatings')
    .values({ nominationId, memberId, rating, ratedAt: at })
    .onConflict((oc) => oc.columns(['nominationId', 'memberId']).doUpdateSet({ rating, ratedAt: at }))
    .execute();
}

export const setAwardStatus = (
  trx: Transaction<DB>,
  id: number,
  awardStatus: '' | 'W',
  byId: number,
  at: string,
) =>
  trx
    .updateTable('nominations')
    .set({ awardStatus, awardById: byId, awardAt: at })
    .where('id', '=', id)
    .execute();

export async function quarterClosed(db: Reader, clusterCode: string, quarter: string): Promise<boolean> {
  const row = await db
    .selectFrom('nominationQuarterCloses')
    .select('quarter')
    .where('clusterCode', '=', clusterCode)
    .where('quarter', '=', quarter)
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a quarter; false when it was closed already. */
export async function closeQuarter(
  trx: Transaction<DB>,
  clusterCode: string,
  quarter: string,
  byId: number,
  at: string,
): Promise<boolean> {
  const rows = await trx
    .insertInto('nominationQuarterCloses')
    .values({ clusterCode, quarter, closedById: byId, closedAt: at })
    .onConflict((oc) => oc.columns(['clusterCode', 'quarter']).doNothing())
    .returning('quarter')
    .execute();
  return rows.length === 1;
}

/** Candidates and winners per quarter of a cluster, newest quarter first. */
export function quarterCounts(db: Reader, clusterCode: string) {
  return db
    .selectFrom('nominations as n')
    .leftJoin('nominationQuarterCloses as q', (j) =>
      j.onRef('q.clusterCode', '=', 'n.nomineeClusterCode').onRef('q.quarter', '=', 'n.quarter'),
    )
    .select((eb) => [
      'n.quarter',
      eb.fn.countAll<number>().as('candidates'),
      eb.fn.sum<number>(eb.case().when('n.awardStatus', '=', 'W').then(1).else(0).end()).as('winners'),
      eb.fn.max('q.closedAt').as('closedAt'),
    ])
    .where('n.nomineeClusterCode', '=', clusterCode)
    .where('n.isIncludeInQuarterly', '=', 1)
    .groupBy('n.quarter')
    .orderBy('n.quarter', 'desc')
    .execute();
}

export const closedQuarters = (db: Reader, clusterCode: string) =>
  db.selectFrom('nominationQuarterCloses').select('quarter').where('clusterCode', '=', clusterCode).execute();

const scopeFilter = (scope: NominationScope) => (eb: ExpressionBuilder<DB & { n: NominationTable }, 'n'>) => {
  if (scope.all) return eb.lit(true);
  const branches = [];
  if (scope.managerId !== undefined) branches.push(eb('n.nomineeManagerId', '=', scope.managerId));
  if (scope.clusterCode !== undefined) branches.push(eb('n.nomineeClusterCode', '=', scope.clusterCode));
  return branches.length > 0 ? eb.or(branches) : eb.lit(false);
};

/**
 * Nominations with every name the list, the modal and the CSV show, newest first. The caller's
 * own committee rating and the rating count come from correlated subqueries (at most one
 * nomination's ratings each, under the primary key).
 */
export function nominationRows(
  db: Reader,
  opts: { scope: NominationScope; viewerId: number; nomId?: number; limit: number },
) {
  let q = db
    .selectFrom('nominations as n')
    .leftJoin('members as nominee', 'nominee.id', 'n.nomineeMemberId')
    .innerJoin('divisions as nd', 'nd.code', 'n.nomineeDivisionCode')
    .innerJoin('members as mgr', 'mgr.id', 'n.nomineeManagerId')
    .innerJoin('members as by', 'by.id', 'n.byMemberId')
    .innerJoin('divisions as bd', 'bd.code', 'n.byDivisionCode')
    .leftJoin('nominationQuarterCloses as qc', (j) =>
      j.onRef('qc.clusterCode', '=', 'n.nomineeClusterCode').onRef('qc.quarter', '=', 'n.quarter'),
    )
    .select((eb) => [
      'n.id',
      'n.createdAt',
      'n.nomCat',
      'n.reason',
      'n.nomineeMemberId',
      'n.nomineeManagerId',
      'n.nomineeClusterCode',
      'n.quarter',
      'nominee.firstname as nomineeFirstname',
      'nominee.surname as nomineeSurname',
      'nominee.memberNumber as nomineeMemberNumber',
      'nd.name as nomineeDivision',
      'mgr.firstname as mgrFirstname',
      'mgr.surname as mgrSurname',
      'mgr.memberNumber as mgrMemberNumber',
      'mgr.cellNum as mgrCellNum',
      'by.firstname as byFirstname',
      'by.surname as bySurname',
      'by.memberNumber as byMemberNumber',
      'bd.name as byDivision',
      'n.reviewRating',
      'n.reviewPoints',
      'n.isIncludeInQuarterly',
      'n.quarterlyMotivation',
      'n.awardStatus',
      'qc.closedAt as quarterClosedAt',
      eb
        .selectFrom('nominationRatings as r')
        .select((r) => r.fn.countAll<number>().as('c'))
        .whereRef('r.nominationId', '=', 'n.id')
        .as('ratingCount'),
      eb
        .selectFrom('nominationRatings as r')
        .select((r) => r.fn.avg<number>('r.rating').as('a'))
        .whereRef('r.nominationId', '=', 'n.id')
        .as('ratingAverage'),
      eb
        .selectFrom('nominationRatings as r')
        .select('r.rating')
        .whereRef('r.nominationId', '=', 'n.id')
        .where('r.memberId', '=', opts.viewerId)
        .as('myRating'),
    ])
    .where(scopeFilter(opts.scope));
  if (opts.nomId !== undefined) q = q.where('n.id', '=', opts.nomId);
  return q.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(opts.limit).execute();
}
export type NominationRow = Awaited<ReturnType<typeof nominationRows>>[number];

/**
 * Quarterly candidates with the given award status made within [start, end), oldest first,
 * at most `limit` after `after` (the last row's createdAt and id).
 */
export function quarterlyAwardRows(
  db: Reader,
  opts: { start: string; end: string; awardStatus: string; after: [string, number] | null; limit: number },
) {
  const after = opts.after;
  return db
    .selectFrom('nominations as n')
    .leftJoin('members as nominee', 'nominee.id', 'n.nomineeMemberId')
    .innerJoin('divisions as nd', 'nd.code', 'n.nomineeDivisionCode')
    .innerJoin('members as by', 'by.id', 'n.byMemberId')
    .innerJoin('divisions as bd', 'bd.code', 'n.byDivisionCode')
    .innerJoin('members as rv', 'rv.id', 'n.reviewedById')
    .innerJoin('divisions as rd', 'rd.code', 'rv.divisionCode')
    .select([
      'n.id',
      'n.createdAt',
      'n.nomCat',
      'n.reason',
      'nominee.firstname as nomineeFirstname',
      'nominee.surname as nomineeSurname',
      'nominee.memberNumber as nomineeMemberNumber',
      'nd.name as nomineeDivision',
      'by.firstname as byFirstname',
      'by.surname as bySurname',
      'by.memberNumber as byMemberNumber',
      'bd.name as byDivision',
      'rv.firstname as reviewerFirstname',
      'rv.surname as reviewerSurname',
      'rv.memberNumber as reviewerMemberNumber',
      'rd.name as reviewerDivision',
      'n.reviewRating',
      'n.reviewPoints',
      'n.quarterlyMotivation',
    ])
    .where('n.isIncludeInQuarterly', '=', 1)
    .where('n.awardStatus', '=', opts.awardStatus as '' | 'W')
    .where('n.createdAt', '>=', opts.start)
    .where('n.createdAt', '<', opts.end)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.and([
          eb('n.createdAt', '>=', after![0]),
          eb.or([eb('n.createdAt', '>', after![0]), eb('n.id', '>', after![1])]),
        ]),
      ),
    )
    .orderBy('n.createdAt')
    .orderBy('n.id')
    .limit(opts.limit)
    .execute();
}

/** The award's recognition rows; a row already there for (nominator, nomination, recipient) is skipped. */
export const insertAwardRecognitions = (trx: Transaction<DB>, rows: Insertable<RecognitionTable>[]) =>
  trx
    .insertInto('recognitions')
    .values(rows)
    .onConflict((oc) => oc.columns(['fromMemberId', 'requestId', 'toMemberId']).doNothing())
    .returning(['id', 'toMemberId'])
    .execute();
