import type { Transaction } from 'kysely';
import type { TProgrammeSettings } from '@portal/contract';
import type { DB } from '../../../db/schema.js';
import { transfer } from '../../../ledger/index.js';
import { emit } from '../../../events/bus.js';
import { holdLeaverPoints } from './leaver-holds.js';

const CHUNK = 500;

export type LeaverPolicy = Pick<TProgrammeSettings, 'leaverPoints' | 'leaverGraceDays'>;

/**
 * Disables leavers: status leaver, every live session revoked (authenticate also refuses
 * leavers, so a session in flight ends too), and, with leaverPoints 'return', their unspent
 * points and recognition budget given back through the ledger: held for leaverGraceDays
 * (leaver-holds.ts), so someone who comes back within it gets them back, or straight to funding
 * when the grace is 0. `reason` makes the idempotency key: the same import or edit never
 * returns points twice.
 */
export async function disableLeavers(
  trx: Transaction<DB>,
  memberIds: readonly number[],
  opts: LeaverPolicy & { at: string; reason: string },
): Promise<{ pointsReturned: number }> {
  let pointsReturned = 0;
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const ids = memberIds.slice(i, i + CHUNK);
    await trx
      .updateTable('members')
      .set({ employmentStatus: 'leaver', updatedAt: opts.at })
      .where('id', 'in', ids)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revokedAt: opts.at })
      .where('memberId', 'in', ids)
      .where('revokedAt', 'is', null)
      .execute();
    if (opts.leaverPoints !== 'return') continue;
    const accounts = await trx
      .selectFrom('ledgerAccounts')
      .select(['memberId', 'kind', 'balance'])
      .where('memberId', 'in', ids)
      .where('kind', 'in', ['redeem', 'recognise'])
      .where('balance', '>', 0)
      .orderBy('memberId')
      .orderBy('kind')
      .execute();
    for (const a of accounts) {
      const account = { memberId: a.memberId!, kind: a.kind as 'redeem' | 'recognise' };
      const amount = Number(a.balance);
      if (opts.leaverGraceDays > 0)
        await holdLeaverPoints(trx, account, amount, { ...opts, graceDays: opts.leaverGraceDays });
      else
        await transfer(trx, {
          from: account,
          to: { system: 'funding' },
          amount,
          type: 'LEAVER',
          description:
            account.kind === 'redeem'
              ? 'Unspent points returned when leaving the programme'
              : 'Recognition budget returned when leaving the programme',
          // The redeem account's key is the one used before budgets were returned too.
          idempotencyKey: `leaver:${a.memberId}:${account.kind === 'redeem' ? '' : 'recognise:'}${opts.reason}`,
          at: opts.at,
        });
      if (account.kind === 'redeem') pointsReturned += amount;
    }
  }
  await emit(trx, { type: 'members.left', at: opts.at, memberIds });
  return { pointsReturned };
}
