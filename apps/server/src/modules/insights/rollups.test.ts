import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { capture } from '../../../test/support/cli.js';
import { insertTestRecognition, placeTestOrder } from '../../../test/support/insights.js';
import { transfer } from '../../ledger/index.js';
import { runAdminCommand } from '../../cli/admin/run.js';
import type { Db } from '../../db/database.js';
import { insights } from '@portal/contract';
import { addDays, format } from 'date-fns';
import { dayStart, resolvePeriods, slotOf } from './period.js';
import { dayNumber } from './periods.js';
import {
  concentration,
  concentrationFromHistogram,
  pointsByMember,
  pointsTotalsByCluster,
  unrecognisedCounts,
  unrecognisedFromRuns,
} from './repository.js';
import { resolveScope, wholeDivisions } from './scope.js';
import { foldPending } from './fold.js';
import { periodDivisionBudgets, periodPointsTotals } from './period-points.js';

/**
 * The roll-ups the triggers keep equal a full recount (npm run admin -- insights-rebuild)
 * after any mix of sends (with and without points), reversals, orders, refunds, and members
 * changing division or manager, leaving and coming back.
 */
const t = appPerFile({ auditLedger: true });

const GROUP_COUNTERS = ['gave', 'received'] as const;

const MEMBER_COUNTERS = [
  'sent',
  'received',
  'budgetAllocated',
  'budgetGiven',
  'recogniseNet',
  'pifGranted',
  'pifGiven',
  'pifNet',
  'redeemNet',
  'orders',
  'shopPoints',
  'shopRefunded',
] as const;

async function snapshot(db: Db) {
  const nonZero = (t: 'insightsGroupPeriods' | 'insightsDivisionPeriods') =>
    db
      .selectFrom(t as 'insightsGroupPeriods')
      .selectAll()
      .where((eb) => eb.or(GROUP_COUNTERS.map((c) => eb(c as 'gave', '<>', 0))))
      .orderBy('period')
      .orderBy('divisionCode')
      .$if(t === 'insightsGroupPeriods', (q) => q.orderBy('managerId'))
      .execute();
  const [
    members,
    flows,
    values,
    memberPeriods,
    groups,
    divisions,
    flowPeriods,
    valuePeriods,
    heads,
    receivedDays,
    runs,
    histogram,
    divisionPoints,
    divisionHeads,
  ] = await Promise.all([
    db.selectFrom('insightsMemberSlots').selectAll().orderBy('memberId').orderBy('slot').execute(),
    db
      .selectFrom('insightsFlowSlots')
      .selectAll()
      .orderBy('slot')
      .orderBy('fromDivision')
      .orderBy('toDivision')
      .execute(),
    db
      .selectFrom('insightsValueSlots')
      .selectAll()
      .orderBy('slot')
      .orderBy('divisionCode')
      .orderBy('value')
      .execute(),
    // A period row whose changes cancelled out is nothing to a recount.
    db
      .selectFrom('insightsMemberPeriods')
      .selectAll()
      .where((eb) => eb.or(MEMBER_COUNTERS.map((c) => eb(c, '<>', 0))))
      .orderBy('memberId')
      .orderBy('period')
      .execute(),
    nonZero('insightsGroupPeriods'),
    nonZero('insightsDivisionPeriods'),
    db
      .selectFrom('insightsFlowPeriods')
      .selectAll()
      .where('recognitions', '<>', 0)
      .orderBy('period')
      .orderBy('fromDivision')
      .orderBy('toDivision')
      .execute(),
    db
      .selectFrom('insightsValuePeriods')
      .selectAll()
      .where('recognitions', '<>', 0)
      .orderBy('period')
      .orderBy('divisionCode')
      .orderBy('value')
      .execute(),
    db
      .selectFrom('insightsGroupHeads')
      .selectAll()
      .where('members', '<>', 0)
      .orderBy('divisionCode')
      .orderBy('managerId')
      .execute(),
    db.selectFrom('insightsReceivedDays').selectAll().orderBy('memberId').orderBy('day').execute(),
    // Runs that cancelled out (a member left and came back) are nothing to a recount.
    db
      .selectFrom('insightsRecognisedRuns')
      .selectAll()
      .where('delta', '<>', 0)
      .orderBy('divisionCode')
      .orderBy('windowDays')
      .orderBy('day')
      .execute(),
    db
      .selectFrom('insightsReceivedHistogram')
      .selectAll()
      .where('members', '<>', 0)
      .orderBy('period')
      .orderBy('divisionCode')
      .orderBy('received')
      .execute(),
    db.selectFrom('insightsDivisionPoints').selectAll().orderBy('period').orderBy('divisionCode').execute(),
    db
      .selectFrom('insightsDivisionHeads')
      .selectAll()
      .where('members', '<>', 0)
      .orderBy('divisionCode')
      .execute(),
  ]);
  const numbers = <T extends object>(rows: T[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  return {
    members: numbers(members),
    flows: numbers(flows),
    values: numbers(values),
    flowPeriods: numbers(flowPeriods),
    valuePeriods: numbers(valuePeriods),
    heads: numbers(heads),
    receivedDays: numbers(receivedDays),
    runs: numbers(runs),
    histogram: numbers(histogram),
    // Rows whose deltas cancelled out (a member left and came back) are nothing to a recount.
    divisionPoints: numbers(divisionPoints).filter((r) =>
      Object.entries(r).some(([k, v]) => k !== 'period' && k !== 'divisionCode' && v !== 0),
    ),
    divisionHeads: numbers(divisionHeads),
    memberPeriods: numbers(memberPeriods),
    groups: numbers(groups),
    divisions: numbers(divisions),
  };
}

/** The company's scope and each division's, as a report user reads them. */
async function companyAndDivisions(db: Db, divisions: { code: string }[]) {
  const caller = { id: 0, divisionCode: '', isManager: 0, isAdminReports: 1, isProgrammeAdmin: 0 };
  return [
    await resolveScope(db, caller, { kind: 'company' }),
    ...(await Promise.all(
      divisions.map((d) => resolveScope(db, caller, { kind: 'division', code: d.code })),
    )),
  ];
}

/**
 * The day roll-ups answer "not recognised in 30/60/90 days" as the slots do, for the company and
 * each division, on every day from before the first send to past the last window's end.
 */
async function expectRunsToCountAsSlots(db: Db, divisions: { code: string }[]) {
  const zone = await db.selectFrom('insightsPeriodZone').select('timeZone').executeTakeFirstOrThrow();
  const scopes = await companyAndDivisions(db, divisions);
  for (
    let day = new Date(Date.UTC(2026, 7, 25));
    day < new Date(Date.UTC(2026, 11, 20));
    day = addDays(day, 3)
  ) {
    const to = format(day, 'yyyy-MM-dd');
    const end = slotOf(dayStart(format(addDays(day, 1), 'yyyy-MM-dd'), zone.timeZone));
    const cuts = insights.INSIGHTS_UNRECOGNISED_DAYS.map((w) =>
      slotOf(dayStart(format(addDays(day, 1 - w), 'yyyy-MM-dd'), zone.timeZone)),
    );
    for (const scope of scopes) {
      const fromRuns = await unrecognisedFromRuns(
        db,
        wholeDivisions(scope),
        dayNumber(to),
        insights.INSIGHTS_UNRECOGNISED_DAYS,
      );
      expect(fromRuns, `${scope.kind} ${scope.code} on ${to}`).toEqual(
        await unrecognisedCounts(db, scope, end, cuts),
      );
    }
  }
}

/** Concentration from the histogram equals the sort of each recipient's period row. */
async function expectHistogramToCountAsRecipients(db: Db, divisions: { code: string }[]) {
  const scopes = await companyAndDivisions(db, divisions);
  const zone = await db.selectFrom('insightsPeriodZone').select('timeZone').executeTakeFirstOrThrow();
  for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) {
    for (const period of [month, `2026-Q${Math.ceil(Number(month.slice(5)) / 3)}`, '2026']) {
      const range = { ...resolvePeriods({ kind: 'month', month }, zone.timeZone).current, periodKey: period };
      for (const scope of scopes) {
        expect(
          await concentrationFromHistogram(db, wholeDivisions(scope), period),
          `${scope.kind} ${scope.code} ${period}`,
        ).toEqual(await concentration(db, scope, range, true));
      }
    }
  }
}

/**
 * Points from the per-division sums equal the sums over each member's slots (Pay It Forward,
 * shop, the liability at the period's end and the managers' budgets by division).
 */
async function expectDivisionPointsToSumAsMembers(db: Db, divisions: { code: string }[]) {
  const scopes = await companyAndDivisions(db, divisions);
  const zone = await db.selectFrom('insightsPeriodZone').select('timeZone').executeTakeFirstOrThrow();
  const periods: [string, insights.TInsightsPeriod][] = [
    ...['2026-08', '2026-09', '2026-10', '2026-11'].map(
      (month) => [month, { kind: 'month', month }] as [string, insights.TInsightsPeriod],
    ),
    ['2026-Q3', { kind: 'quarter', quarter: '2026-Q3' }],
    ['2026-Q4', { kind: 'quarter', quarter: '2026-Q4' }],
    ['2026', { kind: 'year', year: 2026 }],
  ];
  for (const [key, period] of periods) {
    const range = resolvePeriods(period, zone.timeZone).current;
    for (const scope of scopes) {
      const label = `${scope.kind} ${scope.code} ${key}`;
      expect(await periodPointsTotals(db, scope, key), label).toEqual(
        (await pointsTotalsByCluster(db, scope, range)).filter((c) => c.members > 0),
      );
      const managers = await pointsByMember(db, scope, range, true);
      const byDivision = [...new Set(managers.map((m) => m.divisionCode))].sort().map((code) => {
        const ms = managers.filter((m) => m.divisionCode === code);
        const sum = (f: (m: (typeof ms)[number]) => number) => ms.reduce((a, m) => a + f(m), 0);
        return {
          divisionCode: code,
          managers: ms.length,
          allocated: sum((m) => m.budgetAllocated),
          given: sum((m) => m.budgetGiven),
          unspent: sum((m) => m.recogniseAtEnd),
          pifAtEnd: sum((m) => m.pifAtEnd),
        };
      });
      const budgets = await periodDivisionBudgets(db, scope, key);
      expect(
        budgets.sort((a, b) => a.divisionCode.localeCompare(b.divisionCode)),
        label,
      ).toEqual(byDivision);
    }
  }
}

const send = fc.record({
  kind: fc.constant('send' as const),
  from: fc.nat(3),
  to: fc.nat(3),
  points: fc.constantFrom(0, 5, 20),
  value: fc.constantFrom('Teamwork', 'Integrity'),
});
const staying = [
  send,
  fc.record({ kind: fc.constant('reverse' as const), which: fc.nat(20) }),
  fc.record({ kind: fc.constant('order' as const), who: fc.nat(3), points: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ kind: fc.constant('refund' as const), which: fc.nat(20) }),
  fc.record({ kind: fc.constant('leave' as const), who: fc.nat(3) }),
  fc.record({ kind: fc.constant('manager' as const), who: fc.nat(3) }),
] as const;
// People move: another division or manager, leaving and coming back.
const move = fc.record({
  kind: fc.constant('move' as const),
  who: fc.nat(3),
  division: fc.nat(1),
  manager: fc.option(fc.nat(3), { nil: null }),
});
/**
 * A run's operations. After a move only the roll-ups that follow today's divisions can be
 * compared with a recount, so about half the runs have no move and compare every roll-up.
 */
const operations = fc.boolean().chain((moves) =>
  fc.array(
    fc.tuple(
      moves ? fc.oneof(...staying, move) : fc.oneof(...staying),
      fc.integer({ min: 0, max: 60 * 24 * 40 }),
    ),
    {
      minLength: 1,
      maxLength: 30,
    },
  ),
);

describe('insights roll-ups', () => {
  it('equal a full recount after a random mix of sends, reversals, orders, refunds and moves', async () => {
    const db = t.database.db;
    const divisions = await db.selectFrom('divisions').select('code').orderBy('code').limit(2).execute();
    const people: number[] = [];
    for (let i = 0; i < 4; i++)
      people.push(await createMember(t.database, { divisionCode: divisions[i % 2]!.code, isManager: 1 }));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(operations, async (ops) => {
        run++;
        const paid: number[] = [];
        const orders: { id: number; transferId: number; member: number; points: number }[] = [];
        for (const [i, [o, minutes]] of ops.entries()) {
          const at = new Date(Date.UTC(2026, 8, 1) + minutes * 60_000).toISOString();
          const key = `prop:${run}:${i}`;
          await db.transaction().execute(async (trx) => {
            if (o.kind === 'send') {
              const from = people[o.from]!;
              const to = people[o.to === o.from ? (o.to + 1) % 4 : o.to]!;
              const rec = await insertTestRecognition(trx, {
                type: o.points ? 'ADHOC' : 'THX',
                from,
                to,
                value: o.value,
                points: o.points,
                at,
                requestId: key,
              });
              if (o.points) {
                await transfer(trx, {
                  from: { system: 'funding' },
                  to: { memberId: from, kind: 'recognise' },
                  amount: o.points,
                  type: 'BUDGET',
                  description: 'b',
                  idempotencyKey: `${key}:fund`,
                  at,
                });
                const tr = await transfer(trx, {
                  from: { memberId: from, kind: 'recognise' },
                  to: { memberId: to, kind: 'redeem' },
                  amount: o.points,
                  type: 'ADHOC',
                  description: 'r',
                  idempotencyKey: `${key}:pay`,
                  ref: { type: 'recognition', id: String(rec.id) },
                  at,
                });
                paid.push(tr.transferId);
              }
            } else if (o.kind === 'reverse' && paid.length) {
              const id = paid.splice(o.which % paid.length, 1)[0]!;
              const orig = await trx
                .selectFrom('ledgerTransfers as x')
                .innerJoin('ledgerAccounts as f', 'f.id', 'x.fromAccountId')
                .innerJoin('ledgerAccounts as d', 'd.id', 'x.toAccountId')
                .select(['x.amount', 'x.refId', 'f.memberId as giver', 'd.memberId as holder'])
                .where('x.id', '=', id)
                .executeTakeFirstOrThrow();
              const bal = await trx
                .selectFrom('ledgerAccounts')
                .select('balance')
                .where('memberId', '=', orig.holder)
                .where('kind', '=', 'redeem')
                .executeTakeFirstOrThrow();
              if (bal.balance >= orig.amount)
                await transfer(trx, {
                  from: { memberId: orig.holder!, kind: 'redeem' },
                  to: { memberId: orig.giver!, kind: 'recognise' },
                  amount: orig.amount,
                  type: 'REVERSAL',
                  description: 'rev',
                  idempotencyKey: `${key}:rev`,
                  ref: { type: 'recognition', id: orig.refId! },
                  reversesId: id,
                  at,
                });
            } else if (o.kind === 'order') {
              const member = people[o.who]!;
              const bal = await trx
                .selectFrom('ledgerAccounts')
                .select('balance')
                .where('memberId', '=', member)
                .where('kind', '=', 'redeem')
                .executeTakeFirst();
              if ((bal?.balance ?? 0) < o.points) return;
              const placed = await placeTestOrder(trx, key, member, o.points, at);
              orders.push({ id: placed.orderId, transferId: placed.transferId, member, points: o.points });
            } else if (o.kind === 'move') {
              const who = people[o.who]!;
              const manager = o.manager === null ? null : people[o.manager]!;
              await trx
                .updateTable('members')
                .set({
                  divisionCode: divisions[o.division]!.code,
                  managerId: manager === who ? null : manager,
                })
                .where('id', '=', who)
                .execute();
            } else if (o.kind === 'leave') {
              const who = people[o.who]!;
              const row = await trx
                .selectFrom('members')
                .select('employmentStatus')
                .where('id', '=', who)
                .executeTakeFirstOrThrow();
              await trx
                .updateTable('members')
                .set({ employmentStatus: row.employmentStatus === 'active' ? 'leaver' : 'active' })
                .where('id', '=', who)
                .execute();
            } else if (o.kind === 'manager') {
              const who = people[o.who]!;
              await trx
                .updateTable('members')
                .set({ isManager: sql<number>`1 - is_manager` })
                .where('id', '=', who)
                .execute();
            } else if (o.kind === 'refund' && orders.length) {
              const ord = orders.splice(o.which % orders.length, 1)[0]!;
              await transfer(trx, {
                from: { system: 'shop' },
                to: { memberId: ord.member, kind: 'redeem' },
                amount: ord.points,
                type: 'REFUND',
                description: 'f',
                idempotencyKey: `${key}:refund`,
                ref: { type: 'shop_order', id: String(ord.id) },
                reversesId: ord.transferId,
                at,
              });
            }
          });
        }
        // Giving between divisions and values by division keep the divisions as they were
        // when each recognition was sent; a recount knows only today's, so after a move
        // only the roll-ups that follow today's divisions are compared.
        const moved = ops.some(([o]) => o.kind === 'move');
        const comparable = (s: Awaited<ReturnType<typeof snapshot>>) =>
          moved ? { ...s, flows: [], values: [], flowPeriods: [], valuePeriods: [] } : s;
        await foldPending(t.database);
        const kept = comparable(await snapshot(db));
        const cli = capture();
        expect(await runAdminCommand(t.ctx, ['insights-rebuild'], cli.io)).toBe(0);
        expect(cli.out[0]).toMatch(/^insights roll-ups rebuilt: \d+ member slots, \d+ member periods/);
        expect(comparable(await snapshot(db))).toEqual(kept);
        await expectRunsToCountAsSlots(db, divisions);
        await expectHistogramToCountAsRecipients(db, divisions);
        await expectDivisionPointsToSumAsMembers(db, divisions);
      }),
      // Each run ends in a full rebuild over the demo company and three recounts, the costly
      // part (PostgreSQL's rebuild refills the calendar of days and analyses the tables), while
      // the people and their history carry over from run to run: a few long runs prove as many
      // interleavings of operations as many short ones, for fewer rebuilds.
      { numRuns: 5 },
    );
  }, 240_000);
});
