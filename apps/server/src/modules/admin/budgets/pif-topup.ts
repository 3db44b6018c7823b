import type { Transaction } from 'kysely';
import type { AppContext } from '../../../http/context.js';
import type { DB } from '../../../db/schema.js';
import type { ScheduledJob } from '../../../scheduling/scheduler.js';
import { transferMany, type TransferRequest } from '../../../ledger/index.js';
import { todayIn } from '../../../lib/today.js';
import { getProgrammeSettings } from '../../../settings/service.js';

export interface TopupSummary {
  month: string;
  members: number;
  points: number;
  taken: number;
}

/** The month ('YYYY-MM') `now` falls in, in the company's time zone. */
export async function currentMonth(ctx: AppContext, now: Date): Promise<string> {
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const t = todayIn(timeZone, now);
  return `${t.year}-${t.mm}`;
}

/**
 * The monthly Pay It Forward top-up for every active registered member, inside the caller's
 * transaction. With pifResetUnused, last month's unused allowance goes back to funding and the
 * full allowance is granted; otherwise the balance is topped up to the allowance. A member is
 * handled once per month (a pif_topups row, written even when nothing moved), and each
 * movement has its own idempotency key, so a second run in the month changes nothing.
 * The movements go through the ledger's batch transfer: a whole company in a few statements
 * per 500 members, with the funding account's row touched only at the end.
 */
export async function runPifTopup(
  trx: Transaction<DB>,
  ctx: AppContext,
  month: string,
  now: Date,
): Promise<TopupSummary> {
  const settings = await getProgrammeSettings(trx, ctx.config);
  const allowance = settings.pifMonthlyAllowance;
  const at = now.toISOString();
  const members = await trx
    .selectFrom('members as m')
    .leftJoin('ledgerAccounts as a', (j) => j.onRef('a.memberId', '=', 'm.id').on('a.kind', '=', 'pif'))
    .leftJoin('pifTopups as p', (j) => j.onRef('p.memberId', '=', 'm.id').on('p.month', '=', month))
    .select(['m.id', 'a.balance'])
    .where('m.employmentStatus', '=', 'active')
    .where('m.registeredAt', 'is not', null)
    .where('p.memberId', 'is', null)
    .orderBy('m.id')
    .execute();
  const summary: TopupSummary = { month, members: 0, points: 0, taken: 0 };
  const transfers: TransferRequest[] = [];
  const handled: Array<{
    memberId: number;
    month: string;
    granted: number;
    taken: number;
    createdAt: string;
  }> = [];
  for (const m of members) {
    const balance = Number(m.balance ?? 0);
    const taken = settings.pifResetUnused && balance > 0 ? balance : 0;
    if (taken > 0) {
      transfers.push({
        from: { memberId: m.id, kind: 'pif' },
        to: { system: 'funding' },
        amount: taken,
        type: 'PIFRESET',
        description: 'Unused Pay It Forward allowance returned',
        idempotencyKey: `pif-reset:${m.id}:${month}`,
        at,
      });
    }
    const granted = Math.max(0, allowance - (balance - taken));
    if (granted > 0) {
      transfers.push({
        from: { system: 'funding' },
        to: { memberId: m.id, kind: 'pif' },
        amount: granted,
        type: 'ALLOC',
        description: `Pay It Forward allowance ${month}`,
        idempotencyKey: `pif:${m.id}:${month}`,
        at,
      });
    }
    handled.push({ memberId: m.id, month, granted, taken, createdAt: at });
    summary.members++;
    summary.points += granted;
    summary.taken += taken;
  }
  await transferMany(trx, transfers, at);
  for (let i = 0; i < handled.length; i += 500)
    await trx
      .insertInto('pifTopups')
      .values(handled.slice(i, i + 500))
      .execute();
  return summary;
}

/** Once a month across instances (job_runs claims the month), from its first moment in company time. */
export const pifTopupJob: ScheduledJob = {
  name: 'pif-topup',
  periodFor: (ctx, now) => currentMonth(ctx, now),
  async run(trx, ctx, period, now) {
    const s = await runPifTopup(trx, ctx, period, now);
    return `${s.members} members, ${s.points} points granted, ${s.taken} taken back`;
  },
};
