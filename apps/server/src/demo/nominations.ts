import { TZDate } from '@date-fns/tz';
import type { Transaction } from 'kysely';
import { NOM_CATS, rewardForRating, type NomCat } from '@portal/contract';
import type { DB } from '../db/schema.js';
import { transfer } from '../ledger/index.js';
import { quarterOf } from '../modules/nominations/index.js';
import { NOMINATION_AWARD_TYPE } from '../modules/nominations/index.js';
import { DEMO_DIVISIONS, type ClusterCode } from './company.js';
import { FIRST_GENERATED_NUMBER } from './fixed-accounts.js';
import type { PersonPlan } from './people.js';

/**
 * Nominations at every stage in each cluster, so each demo role opens a realistic list:
 *   100002 (manager) has nominations of his team to review and some he reviewed;
 *   100003 (head of Marketing) has one of his managers to review;
 *   100004 (cluster committee, GB) has candidates to rate and some rated;
 *   100005 (cluster admin, GB) has winners of the last quarter (closed) and this quarter;
 *   Ireland and South Africa get a committee member and an admin of their own and the same stages.
 * Only generated people are nominees, so the documented balances of the demo accounts hold.
 * Reviews pay through the ledger like the live feature; no e-cards (this is history).
 */

type Stage = 'pending' | 'reviewed' | 'candidate' | 'rated' | 'winner';
interface Planned {
  nominee: PersonPlan | { division: string };
  by: PersonPlan;
  stage: Stage;
  rating?: number;
  /** Made in the previous quarter (which is then closed) rather than this one. */
  lastQuarter?: boolean;
  daysAgo: number;
}

const REASONS: Record<NomCat, string> = {
  'Innovation and Improvement':
    'Rebuilt the sample-tracking sheet into a shared tool the whole team now uses every day.',
  Simplification:
    'Cut the product-launch checklist from forty steps to fifteen without losing a single control.',
  Agility: 'Reworked the spring campaign in two days when the retailer moved the launch date forward.',
  Accountablity: 'Owned the late delivery problem from start to finish and kept every store informed.',
  Collaboration:
    'Brought marketing, supply and finance together every week until the range launched on time.',
  'People Management':
    'Coached two new starters through their first quarter; both now lead their own projects.',
};
const MOTIVATION = 'A clear example of our values with results the whole cluster can see.';

const clusterOf = new Map(DEMO_DIVISIONS.map((d) => [d.code, d.clusterCode]));
const isGenerated = (p: PersonPlan) => Number(p.memberNumber) >= FIRST_GENERATED_NUMBER;

export interface DemoNominationSummary {
  nominations: number;
  transfers: number;
}

export async function loadDemoNominations(
  trx: Transaction<DB>,
  people: readonly PersonPlan[],
  ids: ReadonlyMap<number, number>,
  now: Date,
  timeZone: string,
): Promise<DemoNominationSummary> {
  const idOf = (p: PersonPlan) => {
    const id = ids.get(p.key);
    if (id === undefined) throw new Error(`Demo member ${p.memberNumber} has no id`);
    return id;
  };
  const byNumber = new Map(people.map((p) => [p.memberNumber, p]));
  const byKey = new Map(people.map((p) => [p.key, p]));
  const fixed = (n: string) => byNumber.get(n) ?? fail(`demo account ${n}`);
  const pool = (cluster: ClusterCode) =>
    people.filter(
      (p) =>
        isGenerated(p) && p.role === 'member' && p.registeredAt && clusterOf.get(p.divisionCode) === cluster,
    );

  // A second committee member in GB, and a committee member and an admin in IE and ZA.
  const roles = { GB: pool('GB').slice(-1), IE: pool('IE').slice(-2), ZA: pool('ZA').slice(-2) };
  const roleHolders = new Set([...roles.GB, ...roles.IE, ...roles.ZA].map((p) => p.key));
  const cc = [roles.GB[0], roles.IE[0], roles.ZA[0]].filter((p): p is PersonPlan => !!p);
  const ca = [roles.IE[1], roles.ZA[1]].filter((p): p is PersonPlan => !!p);
  if (cc.length > 0)
    await trx.updateTable('members').set({ roleCc: 1 }).where('id', 'in', cc.map(idOf)).execute();
  if (ca.length > 0)
    await trx.updateTable('members').set({ roleCa: 1 }).where('id', 'in', ca.map(idOf)).execute();

  const used = new Set<number>(roleHolders);
  // Nominees are spread over the candidates by a fixed stride, so lists show several divisions.
  let takes = 0;
  const take = (candidates: PersonPlan[]) => {
    const free = candidates.filter((c) => !used.has(c.key));
    takes += 1;
    const p = free[(takes * 37) % Math.max(free.length, 1)];
    if (!p) throw new Error('The demo company ran out of nominees');
    used.add(p.key);
    return p;
  };
  const james = fixed('100002');
  const priya = fixed('100003');
  const jamesTeam = people.filter((p) => p.managerKey === james.key && isGenerated(p) && p.registeredAt);
  const othersIn = (cluster: ClusterCode, notDivision?: string) =>
    pool(cluster).filter((p) => p.divisionCode !== notDivision);
  // Nominators are spread over the cluster's divisions by a fixed stride; never this nomination's nominee.
  let picks = 0;
  const nominator = (cluster: ClusterCode, notDivision?: string) => {
    const list = othersIn(cluster, notDivision).filter((p) => !roleHolders.has(p.key) && !used.has(p.key));
    picks += 1;
    return list[(picks * 53 + 7) % list.length] ?? fail(`nominator in ${cluster}`);
  };

  const plan: Planned[] = [
    { nominee: take(jamesTeam), by: nominator('GB', 'MKT-GB'), stage: 'pending', daysAgo: 2 },
    { nominee: take(jamesTeam), by: nominator('GB'), stage: 'pending', daysAgo: 5 },
    { nominee: take(jamesTeam), by: nominator('GB'), stage: 'reviewed', rating: 3, daysAgo: 9 },
    { nominee: take(jamesTeam), by: nominator('GB'), stage: 'candidate', rating: 5, daysAgo: 12 },
    { nominee: take(jamesTeam), by: nominator('GB'), stage: 'rated', rating: 4, daysAgo: 15 },
    {
      nominee: take(people.filter((p) => p.managerKey === priya.key && isGenerated(p))),
      by: nominator('GB'),
      stage: 'pending',
      daysAgo: 3,
    },
    { nominee: { division: 'FIN-GB' }, by: nominator('GB', 'FIN-GB'), stage: 'pending', daysAgo: 4 },
    { nominee: take(pool('GB')), by: nominator('GB'), stage: 'rated', rating: 5, daysAgo: 20 },
    { nominee: take(pool('GB')), by: nominator('GB'), stage: 'winner', rating: 5, daysAgo: 25 },
    {
      nominee: take(pool('GB')),
      by: nominator('GB'),
      stage: 'winner',
      rating: 5,
      lastQuarter: true,
      daysAgo: 10,
    },
    {
      nominee: take(pool('GB')),
      by: nominator('GB'),
      stage: 'winner',
      rating: 4,
      lastQuarter: true,
      daysAgo: 30,
    },
    {
      nominee: take(pool('GB')),
      by: nominator('GB'),
      stage: 'rated',
      rating: 4,
      lastQuarter: true,
      daysAgo: 40,
    },
    ...(['IE', 'ZA'] as const).flatMap((cluster): Planned[] => [
      { nominee: take(pool(cluster)), by: nominator(cluster), stage: 'pending', daysAgo: 3 },
      { nominee: take(pool(cluster)), by: nominator(cluster), stage: 'reviewed', rating: 2, daysAgo: 8 },
      { nominee: take(pool(cluster)), by: nominator(cluster), stage: 'candidate', rating: 4, daysAgo: 11 },
      { nominee: take(pool(cluster)), by: nominator(cluster), stage: 'rated', rating: 5, daysAgo: 14 },
      {
        nominee: take(pool(cluster)),
        by: nominator(cluster),
        stage: 'winner',
        rating: 5,
        lastQuarter: true,
        daysAgo: 20,
      },
    ]),
  ];

  const quarterStart = startOfQuarter(now, timeZone);
  const headOf = (division: string) =>
    people.find((p) => p.divisionCode === division && p.role === 'head') ?? fail(`head of ${division}`);
  const committee = (cluster: ClusterCode) => [
    ...(cluster === 'GB' ? [fixed('100004')] : []),
    ...cc.filter((p) => clusterOf.get(p.divisionCode) === cluster),
  ];
  const admin = (cluster: ClusterCode) =>
    cluster === 'GB'
      ? fixed('100005')
      : (ca.find((p) => clusterOf.get(p.divisionCode) === cluster) ?? fail(`admin in ${cluster}`));

  let transfers = 0;
  const closed = new Set<string>();
  for (const [i, n] of plan.entries()) {
    const isDivision = 'division' in n.nominee;
    const division = 'division' in n.nominee ? n.nominee.division : n.nominee.divisionCode;
    const cluster = clusterOf.get(division) ?? fail(`cluster of ${division}`);
    const reviewer =
      'division' in n.nominee ? headOf(division) : (byKey.get(n.nominee.managerKey ?? -1) ?? fail('manager'));
    // This quarter's nominations stay inside it, however early in the quarter the demo loads.
    const at = n.lastQuarter
      ? new Date(quarterStart.getTime() - n.daysAgo * 86_400_000)
      : new Date(Math.max(now.getTime() - n.daysAgo * 86_400_000, quarterStart.getTime() + (i + 1) * 60_000));
    const createdAt = at.toISOString();
    const reviewedAt = new Date(Math.min(at.getTime() + 86_400_000, now.getTime())).toISOString();
    const quarter = quarterOf(createdAt, timeZone);
    const nomCat = NOM_CATS[i % NOM_CATS.length]!;
    const reviewed = n.stage !== 'pending';
    const rating = n.rating ?? 0;
    const points = reviewed ? rewardForRating(rating, 'standard') : 0;
    const included = reviewed && n.stage !== 'reviewed';
    const row = await trx
      .insertInto('nominations')
      .values({
        nomCat,
        reason: REASONS[nomCat],
        byMemberId: idOf(n.by),
        byDivisionCode: n.by.divisionCode,
        nomineeMemberId: 'division' in n.nominee ? null : idOf(n.nominee),
        nomineeKey: 'division' in n.nominee ? `div:${division}` : String(idOf(n.nominee)),
        nomineeDivisionCode: division,
        nomineeClusterCode: cluster,
        nomineeManagerId: idOf(reviewer),
        quarter,
        requestId: `demo-nomination-${i}`,
        createdAt,
        reviewRating: reviewed ? rating : null,
        reviewedById: reviewed ? idOf(reviewer) : null,
        reviewedAt: reviewed ? reviewedAt : null,
        reviewPoints: points,
        isIncludeInQuarterly: included ? 1 : 0,
        quarterlyMotivation: included ? MOTIVATION : '',
        awardStatus: n.stage === 'winner' ? 'W' : '',
        awardById: n.stage === 'winner' ? idOf(admin(cluster)) : null,
        awardAt: n.stage === 'winner' ? reviewedAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (n.stage === 'rated' || n.stage === 'winner') {
      const raters = committee(cluster);
      await trx
        .insertInto('nominationRatings')
        .values(
          raters.map((r, j) => ({
            nominationId: row.id,
            memberId: idOf(r),
            rating: Math.max(1, rating - j),
            ratedAt: reviewedAt,
          })),
        )
        .execute();
    }
    if (n.lastQuarter) closed.add(`${cluster}|${quarter}`);
    if (reviewed && !isDivision && 'key' in n.nominee) {
      const to = idOf(n.nominee);
      await trx
        .insertInto('recognitions')
        .values({
          type: NOMINATION_AWARD_TYPE,
          fromMemberId: idOf(n.by),
          toMemberId: to,
          value: nomCat,
          message: REASONS[nomCat],
          points,
          sendBy: 'email',
          requestId: `nomination:${row.id}`,
          createdAt: reviewedAt,
        })
        .execute();
      if (points > 0) {
        await transfer(trx, {
          from: { system: 'funding' },
          to: { memberId: to, kind: 'redeem' },
          amount: points,
          type: NOMINATION_AWARD_TYPE,
          description: `Nomination award: ${nomCat} (${n.by.firstname} ${n.by.surname} to ${n.nominee.firstname} ${n.nominee.surname})`,
          idempotencyKey: `nomination:${row.id}:${to}`,
          ref: { type: 'nomination', id: String(row.id) },
          at: reviewedAt,
        });
        transfers += 1;
      }
    }
  }
  for (const key of closed) {
    const [clusterCode, quarter] = key.split('|') as [ClusterCode, string];
    await trx
      .insertInto('nominationQuarterCloses')
      .values({
        clusterCode,
        quarter,
        closedById: idOf(admin(clusterCode)),
        closedAt: quarterStart.toISOString(),
      })
      .execute();
  }
  return { nominations: plan.length, transfers };
}

function startOfQuarter(now: Date, timeZone: string): Date {
  const d = new TZDate(now.getTime(), timeZone);
  return new Date(new TZDate(d.getFullYear(), Math.floor(d.getMonth() / 3) * 3, 1, timeZone).getTime());
}

function fail(what: string): never {
  throw new Error(`Demo nominations: no ${what}`);
}
