/**
 * Recognitions at scale: the fill (one row per recipient, as the server writes them) and the
 * recognition reads timed against it. The rows carry no ledger transfers of their own — the
 * ledger fill already holds the transfer volume — so they are for timing reads, not audits.
 */
import { ADHOC_REASONS, PAY_IT_FORWARD_VALUES, SIMPLY_SAY_VALUES } from '@portal/contract';
import { managementReport, managerBalances } from '../../apps/server/src/modules/reports/service.js';
import { inject } from './calls.js';
import { intIn, pick } from './random.js';
import type { Column } from './bulk.js';
import type { CallEnv, FillStep, ScaleCall } from './types.js';

const DAY = 86_400_000;
const text = (name: string): Column => ({ name, type: 'text' });
const int = (name: string): Column => ({ name, type: 'int' });
const COLUMNS: Column[] = [
  int('id'),
  text('type'),
  int('from_member_id'),
  int('to_member_id'),
  text('value'),
  text('message'),
  int('points'),
  text('send_by'),
  text('request_id'),
  text('created_at'),
];
const MESSAGES = [
  'Thank you for stepping in!',
  'Brilliant work on the launch.',
  'You made the difference this week.',
  'Well done on the numbers.',
];

export const recognitionsStep: FillStep = {
  name: 'recognitions',
  tables: ['recognitions'],
  idTables: ['recognitions'],
  deferIndexes: true,
  async fill(ctx) {
    const members = ctx.world.members;
    if (!members) throw new Error('the recognitions fill needs the members');
    const rnd = ctx.random(11);
    const now = ctx.world.now.getTime();
    const senders = members.registeredIndexes;
    const managers = members.managerIndexes;
    const count = await ctx.bulk.insert(
      'recognitions',
      COLUMNS,
      (function* () {
        for (let id = 1; id <= ctx.size.recognitions; id++) {
          const roll = rnd();
          const type = roll < 0.4 ? 'THX' : roll < 0.75 ? 'PIF' : roll < 0.85 ? 'RWD' : 'ADHOC';
          const from =
            (type === 'ADHOC' || type === 'RWD') && managers.length
              ? pick(rnd, managers)
              : pick(rnd, senders);
          let to = intIn(rnd, 0, members.count - 1);
          if (to === from) to = (to + 1) % members.count;
          const value =
            type === 'ADHOC'
              ? pick(rnd, ADHOC_REASONS)
              : type === 'THX'
                ? pick(rnd, SIMPLY_SAY_VALUES).value
                : pick(rnd, PAY_IT_FORWARD_VALUES);
          const points =
            type === 'THX' ? 0 : type === 'PIF' ? pick(rnd, [30, 50, 75, 100]) : intIn(rnd, 5, 500);
          const created = new Date(now - Math.floor(rnd() * 548 * DAY)).toISOString();
          yield [
            id,
            type,
            from + 1,
            to + 1,
            String(value),
            pick(rnd, MESSAGES),
            points,
            rnd() < 0.5 ? 'email' : 'sms',
            null,
            created,
          ];
        }
      })(),
    );
    return { recognitions: count };
  },
};

const caller = (env: CallEnv, i: number) => env.callers[i % env.callers.length]!;
const thisMonth = () => new Date().toISOString().slice(0, 7);

async function aManager(env: CallEnv) {
  return env.database.db
    .selectFrom('members')
    .selectAll()
    .where('isManager', '=', 1)
    .where('registeredAt', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export const recognitionCalls: ScaleCall[] = [
  {
    name: 'myrecognitions (POST /api/report/myrecognitions)',
    run: (env, i) =>
      inject(
        env,
        '/api/report/myrecognitions',
        { selMonth: thisMonth(), doCount: true },
        caller(env, i).token,
      ),
  },
  {
    name: 'getrecentrecognition (POST /api/site/getrecentrecognition)',
    run: (env, i) => inject(env, '/api/site/getrecentrecognition', {}, caller(env, i).token),
  },
  {
    name: 'getmemberlist search (POST /api/site/getmemberlist)',
    run: (env, i) =>
      inject(
        env,
        '/api/site/getmemberlist',
        { divisionCode: '', search: ['Sm', 'Jo', 'Pat', 'Wi', '10'][i % 5], includeSelf: false },
        caller(env, i).token,
      ),
  },
  {
    name: 'management report, all divisions, first page (managementReport)',
    async run(env) {
      const manager = await aManager(env);
      return managementReport(
        env.ctx,
        { ...manager, isAdminReports: 1 },
        { selMonth: thisMonth(), isAll: true, limit: 100 },
      );
    },
  },
  {
    name: 'manager balances, first page (managerBalances)',
    run: (env) => managerBalances(env.ctx, { limit: 100 }),
  },
];
