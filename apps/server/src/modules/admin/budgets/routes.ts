import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf, recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { fundBudget, fundBudgetsFromCsv, fundingStatement, ledgerExport } from './budget-service.js';
import { currentMonth, runPifTopup } from './pif-topup.js';

/** Runs this month's top-up by hand (the scheduler's claim is not needed: the work is idempotent). */
export async function runPifTopupNow(ctx: AppContext, actor: AdminActor) {
  const now = ctx.clock.now();
  const month = await currentMonth(ctx, now);
  return ctx.database.db.transaction().execute(async (trx) => {
    const summary = await runPifTopup(trx, ctx, month, now);
    await recordAdminAction(trx, {
      actor,
      action: 'budget.pif-topup',
      target: `Pay It Forward ${month}`,
      before: null,
      after: summary,
      at: now.toISOString(),
    });
    return summary;
  });
}

export function budgetAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.fundbudget'], ({ caller, body }) =>
    fundBudget(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.fundbudgets'], ({ caller, body }) =>
    fundBudgetsFromCsv(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.fundingstatement'], ({ body }) => fundingStatement(ctx, body));
  registerCall(app, ctx, calls['admin.ledgerexport'], ({ body }) => ledgerExport(ctx, body));
  registerCall(app, ctx, calls['admin.pifrun'], ({ caller }) => runPifTopupNow(ctx, actorOf(caller)));
}
