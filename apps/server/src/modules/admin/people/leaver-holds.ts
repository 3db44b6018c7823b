import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ScheduledJob } from '../../../scheduling/scheduler.js';
import { transfer } from '../../../ledger/index.js';

/** The system account that holds what leavers gave back until their grace period ends. */
export const LEAVER_HOLD = 'leaver-hold';
const DAY_MS = 86_400_000;
const KIND_WORDS = { redeem: 'Unspent points', recognise: 'Recognition budget' } as const;

/**
 * Moves a leaver's balance into the hold account and notes whose it is and until when. Identity
 * providers unassign and reassign people routinely, and an HR file may list someone as a leaver
 * by mistake: until the grace period ends a return gives everything back (restoreLeaverPoints).
 */
export async function holdLeaverPoints(
  trx: Transaction<DB>,
  account: { memberId: number; kind: 'redeem' | 'recognise' },
  amount: number,
  opts: { at: string; reason: string; graceDays: number },
): Promise<void> {
  const moved = await transfer(trx, {
    from: account,
    to: { system: LEAVER_HOLD },
    amount,
    type: 'LEAVER',
    description: `${KIND_WORDS[account.kind]} held for ${opts.graceDays} days after leaving the programme`,
    idempotencyKey: `leaver-hold:${account.memberId}:${account.kind}:${opts.reason}`,
    ref: { type: 'member', id: String(account.memberId) },
    at: opts.at,
  });
  if (moved.replayed) return;
  await trx
    .insertInto('leaverHolds')
    .values({
      memberId: account.memberId,
      kind: account.kind,
      amount,
      heldAt: opts.at,
      releaseAfter: new Date(Date.parse(opts.at) + opts.graceDays * DAY_MS).toISOString(),
      settledAt: null,
    })
    .execute();
}

/** Gives members who came back what their leaving put on hold; returns the points restored. */
export async function restoreLeaverPoints(
  trx: Transaction<DB>,
  memberIds: readonly number[],
  at: string,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const holds = await trx
    .selectFrom('leaverHolds')
    .selectAll()
    .where('memberId', 'in', memberIds)
    .where('settledAt', 'is', null)
    .orderBy('memberId')
    .orderBy('id')
    .execute();
  let restored = 0;
  for (const h of holds) {
    await transfer(trx, {
      from: { system: LEAVER_HOLD },
      to: { memberId: h.memberId, kind: h.kind },
      amount: h.amount,
      type: 'REJOIN',
      description: `${KIND_WORDS[h.kind]} given back on returning to the programme`,
      idempotencyKey: `leaver-restore:${h.id}`,
      ref: { type: 'member', id: String(h.memberId) },
      at,
    });
    await settle(trx, h.id, 'restored', at);
    if (h.kind === 'redeem') restored += h.amount;
  }
  return restored;
}

/** Moves every hold whose grace period has ended to funding; returns how many. */
export async function releaseDueHolds(trx: Transaction<DB>, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await trx
    .selectFrom('leaverHolds')
    .selectAll()
    .where('settledAt', 'is', null)
    .where('releaseAfter', '<=', at)
    .orderBy('id')
    .execute();
  for (const h of due) {
    await transfer(trx, {
      from: { system: LEAVER_HOLD },
      to: { system: 'funding' },
      amount: h.amount,
      type: 'LEAVER',
      description: `${KIND_WORDS[h.kind]} returned when leaving the programme`,
      idempotencyKey: `leaver-release:${h.id}`,
      ref: { type: 'member', id: String(h.memberId) },
      at,
    });
    await settle(trx, h.id, 'returned', at);
  }
  return due.length;
}

async function settle(trx: Transaction<DB>, id: number, outcome: 'restored' | 'returned', at: string) {
  await trx.updateTable('leaverHolds').set({ settledAt: at, outcome }).where('id', '=', id).execute();
}

/** Once a day (UTC), on whichever instance looks first. */
export const leaverHoldsJob: ScheduledJob = {
  name: 'leaver-holds',
  periodFor: (_ctx, now) => Promise.resolve(now.toISOString().slice(0, 10)),
  async run(trx, _ctx, _period, now) {
    const n = await releaseDueHolds(trx, now);
    return `returned ${n} leaver holds to funding after their grace period`;
  },
};
