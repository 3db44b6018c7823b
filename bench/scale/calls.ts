/**
 * The calls the scale benchmark times at each size. A feature appends its list, statement
 * and report calls here: in-process through the app (`env.app.inject`, which goes through
 * routing, the session, validation and the response schema) or straight to a function with
 * the Kysely instance (`env.database.db`).
 */
import { auditLedger, statement } from '../../apps/server/src/ledger/index.js';
import { celebrationsToday } from '../../apps/server/src/modules/members/home.js';
import { DEMO_PASSWORD } from '../calls.js';
import type { CallEnv, ScaleCall } from './types.js';

const caller = (env: CallEnv, i: number) => {
  const c = env.callers[i % env.callers.length];
  if (!c) throw new Error('no callers');
  return c;
};

/** POSTs through the whole HTTP stack in-process; a non-200 answer is an error, not a time. */
export async function inject(env: CallEnv, url: string, body: object, token?: string) {
  const res = await env.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as unknown;
}

export const scaleCalls: ScaleCall[] = [
  {
    name: 'login (POST /api/member/login)',
    runs: 10,
    run: (env, i) =>
      inject(env, '/api/member/login', {
        memberNumber: caller(env, i).memberNumber,
        password: DEMO_PASSWORD,
      }),
  },
  {
    name: 'getmemberdata (POST /api/member/getmemberdata)',
    run: (env, i) => inject(env, '/api/member/getmemberdata', {}, caller(env, i).token),
  },
  {
    name: 'home celebrations query (celebrationsToday)',
    run: (env) => celebrationsToday(env.ctx),
  },
  {
    name: 'statement (redeem, newest 500)',
    run: (env, i) => statement(env.database.db, { memberId: caller(env, i).memberId, kind: 'redeem' }),
  },
  {
    name: 'ledger audit (auditLedger)',
    runs: 1,
    warmup: 0,
    async run(env) {
      const report = await auditLedger(env.database.db);
      if (!report.ok) throw new Error(`ledger audit failed: ${report.problems.slice(0, 5).join('; ')}`);
      return report;
    },
  },
];

// Later features' calls, appended after the foundation's.
import { recognitionCalls } from './recognitions.js';
scaleCalls.push(...recognitionCalls);
import { insightsCalls } from './insights.js';
scaleCalls.push(...insightsCalls);
