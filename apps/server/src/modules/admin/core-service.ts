import type { TProgrammeSettings } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { auditLedger, type AuditReport } from '../../ledger/index.js';
import { getProgrammeSettings, updateProgrammeSettings } from '../../settings/service.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { rebuildInsightsPeriods } from '../insights/index.js';

/**
 * The admin services the web calls and the command line share. Each takes the actor, makes
 * its change in one transaction and records it in the audit log inside that transaction.
 */
export async function readSettings(ctx: AppContext): Promise<TProgrammeSettings> {
  return getProgrammeSettings(ctx.database.db, ctx.config);
}

/** Changes the settings given; the audit entry holds only the fields that really changed. */
export async function changeSettings(
  ctx: AppContext,
  actor: AdminActor,
  patch: Partial<TProgrammeSettings>,
): Promise<TProgrammeSettings> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const { before, after } = await updateProgrammeSettings(trx, ctx.config, patch);
    const changed = (Object.keys(after) as (keyof TProgrammeSettings)[]).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    // Insights' months and quarters are the company's: a new time zone moves their bounds.
    if (changed.includes('timeZone')) await rebuildInsightsPeriods(trx, ctx.database.dialect, after.timeZone);
    if (changed.length) {
      await recordAdminAction(trx, {
        actor,
        action: 'settings.update',
        target: 'settings',
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        at: ctx.clock.now().toISOString(),
      });
    }
    return after;
  });
}

/** The ledger audit of `npm run audit`; reading only, so it is not an audit-log entry. */
export async function runLedgerAudit(ctx: AppContext): Promise<AuditReport> {
  return auditLedger(ctx.database.db);
}
