/**
 * Insights at scale: every insights call timed for a manager's team, their division and (as a
 * report user) the whole company, for last month, answered from the roll-ups. The fill writes
 * recognitions and transfers around the triggers, so the roll-ups are recounted after it
 * (INSIGHTS_RECOUNT, as `npm run admin -- insights-rebuild` does).
 */
import { insightSections } from '../../apps/server/src/modules/insights/index.js';
import type { CallEnv, ScaleCall } from './types.js';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

const managers = new WeakMap<CallEnv, Promise<Parameters<(typeof insightSections)['points']>[1]>>();
/** A registered manager with a team (the first by id), read once per run. */
function aManager(env: CallEnv) {
  let found = managers.get(env);
  if (!found) {
    found = env.database.db
      .selectFrom('members as m')
      .selectAll('m')
      .where('m.isManager', '=', 1)
      .where('m.registeredAt', 'is not', null)
      .where((eb) =>
        eb.exists(eb.selectFrom('members as t').select('t.id').whereRef('t.managerId', '=', 'm.id')),
      )
      .orderBy('m.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    managers.set(env, found);
  }
  return found;
}

const SCOPES = ['team', 'division', 'company'] as const;

export const insightsCalls: ScaleCall[] = Object.entries(insightSections).flatMap(([section, answer]) =>
  SCOPES.map((kind): ScaleCall => ({
    name: `insights ${section}, ${kind}, last month (POST /api/insights/${section})`,
    async run(env) {
      const manager = await aManager(env);
      const scope =
        kind === 'division' ? { kind, code: manager.divisionCode } : kind === 'team' ? { kind } : { kind };
      return answer(env.ctx, kind === 'company' ? { ...manager, isAdminReports: 1 } : manager, {
        period: { kind: 'month', month: lastMonth() },
        scope,
      });
    },
  })),
);
