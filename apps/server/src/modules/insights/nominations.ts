import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { quarterEnd } from '../nominations/index.js';
import type { Range } from './period.js';
import type { Scope } from './scope.js';
import { guarded } from './suppress.js';

/** Nominations whose nominee is in the scope (read live: nominations are few). */
function inScope(db: Db, scope: Scope) {
  const q = db.selectFrom('nominations as n');
  switch (scope.kind) {
    case 'team':
      return q.where('n.nomineeManagerId', '=', scope.callerId);
    case 'division':
      return q.where('n.nomineeDivisionCode', '=', scope.code);
    case 'cluster':
      return q.where('n.nomineeClusterCode', '=', scope.code);
    case 'company':
      return q;
  }
}

/**
 * Nominations submitted and reviewed in the range, mean hours to review, ratings, and the
 * winners of quarters ending in the range. Counts about fewer than five nominees are withheld;
 * a winner's name is shown to those who already read the quarterly award report (admin-report
 * users, programme admins) and to a manager for their own team.
 */
export async function nominationFigures(db: Db, scope: Scope, range: Range, timeZone: string) {
  const submitted = await inScope(db, scope)
    .where('n.createdAt', '>=', range.start)
    .where('n.createdAt', '<', range.end)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`count(distinct n.nominee_key)`.as('nominees'),
    ])
    .executeTakeFirstOrThrow();
  const reviewed = await inScope(db, scope)
    .where('n.reviewedAt', '>=', range.start)
    .where('n.reviewedAt', '<', range.end)
    .select(['n.createdAt', 'n.reviewedAt', 'n.reviewRating', 'n.nomineeKey'])
    .execute();
  const quarters: string[] = [];
  for (let y = Number(range.from.slice(0, 4)) - 1; y <= Number(range.to.slice(0, 4)); y++)
    for (let q = 1; q <= 4; q++) {
      const end = quarterEnd(`${y}-Q${q}`, timeZone);
      if (end > range.start && end <= range.end) quarters.push(`${y}-Q${q}`);
    }
  const winners = quarters.length
    ? await inScope(db, scope)
        .leftJoin('members as m', 'm.id', 'n.nomineeMemberId')
        .innerJoin('divisions as d', 'd.code', 'n.nomineeDivisionCode')
        .where('n.awardStatus', '=', 'W')
        .where('n.quarter', 'in', quarters)
        .select(['n.quarter', 'n.nomCat', 'm.firstname', 'm.surname', 'd.name as divisionName'])
        .orderBy('n.quarter')
        .orderBy('n.id')
        .execute()
    : [];
  const nominees = new Set(reviewed.map((r) => r.nomineeKey)).size;
  const people = Math.max(Number(submitted.nominees), nominees);
  const hours = reviewed.map((r) => (Date.parse(r.reviewedAt ?? '') - Date.parse(r.createdAt)) / 3_600_000);
  const rated = reviewed.filter((r) => r.reviewRating !== null);
  const showNames = scope.wide || scope.unsuppressed;
  const figures = guarded(scope, people, {
    submitted: Number(submitted.n),
    reviewed: reviewed.length,
    meanHoursToReview: hours.length
      ? Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10
      : null,
    averageRating: rated.length
      ? Math.round((rated.reduce((s, r) => s + (r.reviewRating ?? 0), 0) / rated.length) * 100) / 100
      : null,
  });
  return {
    ...figures,
    ratings: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: figures.suppressed ? null : rated.filter((r) => r.reviewRating === rating).length,
    })),
    winners: winners.map((w) => ({
      quarter: w.quarter,
      name: showNames ? (w.firstname === null ? w.divisionName : `${w.firstname} ${w.surname}`) : null,
      divisionName: w.divisionName,
      nomCat: w.nomCat,
    })),
  };
}
