import type { Transaction } from 'kysely';
import { TZDate } from '@date-fns/tz';
import { format, subMonths } from 'date-fns';
import type { DB } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { escapeHtml } from '../../lib/html.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { dayStart, rangeOf, slotOf } from './period.js';
import { participationGroups, teamLastRecognised } from './repository.js';
import { foldAllIn } from './fold.js';
import { teamScope } from './scope.js';

/** Hour of the first day (company time) from which last month's summaries go out. */
const SEND_HOUR = 8;
const UNRECOGNISED_DAYS = 60;

/**
 * The month a summary covers: the one before `now` in the company's time zone, from 08:00 on
 * the first day; null while the setting is off (then nothing is claimed and nothing is sent).
 */
async function periodFor(ctx: AppContext, now: Date): Promise<string | null> {
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  if (!settings.insightsMonthlyEmail) return null;
  const local = new TZDate(now.getTime(), settings.timeZone);
  if (local.getDate() === 1 && local.getHours() < SEND_HOUR) return null;
  return format(subMonths(new Date(local.getFullYear(), local.getMonth(), 1), 1), 'yyyy-MM');
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–');

/**
 * One e-mail per active manager with a direct team: the team's participation last month, who
 * has gone 60 days without recognition, and the budget left. Through the outbox, keyed per
 * manager and month, inside the job's claiming transaction: the job_runs claim is the lease
 * that lets one instance of many send the month's summaries, and a rerun sends none twice.
 */
export async function sendMonthlySummaries(trx: Transaction<DB>, ctx: AppContext, month: string, now: Date) {
  // The summaries read the roll-ups, which must hold every recognition of the month.
  await foldAllIn(trx, ctx.database);
  const settings = await getProgrammeSettings(trx, ctx.config);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = format(new Date(Date.UTC(y, m, 0)), 'yyyy-MM-dd');
  const range = rangeOf(
    `${month}-01`,
    last,
    format(new Date(Date.UTC(y, m - 1, 1)), 'MMMM yyyy'),
    settings.timeZone,
  );
  const cutDay = format(
    new Date(Date.UTC(y, m, 1) - (UNRECOGNISED_DAYS - 1) * 86_400_000 - 86_400_000),
    'yyyy-MM-dd',
  );
  const cut = slotOf(dayStart(cutDay, settings.timeZone));
  const managers = await trx
    .selectFrom('members as m')
    .leftJoin('ledgerAccounts as a', (j) => j.onRef('a.memberId', '=', 'm.id').on('a.kind', '=', 'recognise'))
    .select(['m.id', 'm.firstname', 'm.email', 'a.balance'])
    .where('m.isManager', '=', 1)
    .where('m.employmentStatus', '=', 'active')
    .where('m.email', '<>', '')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('members as t')
          .select('t.id')
          .whereRef('t.managerId', '=', 'm.id')
          .where('t.employmentStatus', '=', 'active'),
      ),
    )
    .orderBy('m.id')
    .execute();
  let sent = 0;
  for (const manager of managers) {
    const scope = teamScope(manager.id);
    const groups = await participationGroups(trx, scope, range);
    const t = groups.reduce(
      (a, g) => ({
        members: a.members + g.members,
        gave: a.gave + g.gave,
        received: a.received + g.received,
      }),
      { members: 0, gave: 0, received: 0 },
    );
    const unrecognised = (await teamLastRecognised(trx, scope, range.endSlot)).filter(
      (r) => r.last === null || r.last < cut,
    );
    const names = unrecognised.map((r) => `${r.firstname} ${r.surname}`);
    const budget = manager.balance ?? 0;
    const lines = [
      `Hello ${manager.firstname},`,
      `Your team in ${range.label}: ${t.gave} of ${t.members} gave recognition (${percent(t.gave, t.members)}), ${t.received} of ${t.members} received it (${percent(t.received, t.members)}).`,
      names.length
        ? `Not recognised in the last ${UNRECOGNISED_DAYS} days: ${names.join(', ')}.`
        : `Everyone on your team was recognised in the last ${UNRECOGNISED_DAYS} days.`,
      `Budget left to recognise with: ${budget} ${settings.pointsName}.`,
    ];
    await enqueueMessage(
      trx,
      {
        channel: 'email',
        recipient: manager.email,
        subject: `${settings.programmeName}: your team in ${range.label}`,
        text: lines.join('\n\n'),
        html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
        template: 'insights-monthly',
        ref: { type: 'member', id: String(manager.id) },
        dedupeKey: `insights-monthly:${month}:${manager.id}`,
      },
      now.toISOString(),
    );
    sent++;
  }
  return sent;
}

export const insightsMonthlyJob: ScheduledJob = {
  name: 'insights-monthly-email',
  periodFor,
  async run(trx, ctx, period, now) {
    return `${await sendMonthlySummaries(trx, ctx, period, now)} manager summaries queued`;
  },
};
