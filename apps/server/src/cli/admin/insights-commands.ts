import type { AdminCommand } from './command.js';
import { rebuildInsights } from '../../modules/insights/index.js';
import { getProgrammeSettings } from '../../settings/index.js';

/**
 * Recounts the insights roll-ups from the recognitions and the ledger. The triggers keep them
 * in step; this is for data loaded around them (a bulk import with triggers off) or a check.
 */
const insightsRebuild: AdminCommand = {
  name: 'insights-rebuild',
  summary: 'Recounts the insights roll-ups from the recognitions and the ledger',
  usage: '',
  async run(ctx, _actor, _args, io) {
    const started = Date.now();
    const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
    const { memberSlots, memberPeriods } = await rebuildInsights(ctx.database, timeZone);
    io.out(
      `insights roll-ups rebuilt: ${memberSlots} member slots, ${memberPeriods} member periods (${timeZone}) in ${Date.now() - started} ms`,
    );
    return 0;
  },
};

export const INSIGHTS_COMMANDS: readonly AdminCommand[] = [insightsRebuild];
