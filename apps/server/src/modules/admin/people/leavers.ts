import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { transfer } from '../../../ledger/index.js';
import * as webhookEvents from '../../../messaging/domain-events.js';

const CHUNK = 500;

/**
 * Disables leavers: status leaver, every live session revoked (authenticate also refuses
 * leavers, so a session in flight ends too), and their unspent points either kept or returned
 * to the programme's funding account through the ledger, per the leaverPoints setting.
 * `reason` makes the idempotency key: the same import or edit never returns points twice.
 */
export async function disableLeavers(
  trx: Transaction<DB>,
  memberIds: readonly number[],
  opts: { at: string; leaverPoints: 'keep' | 'return'; reason: string },
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
      .select(['memberId', 'balance'])
      .where('memberId', 'in', ids)
      .where('kind', '=', 'redeem')
      .where('balance', '>', 0)
      .execute();
    for (const a of accounts) {
      const amount = Number(a.balance);
      await transfer(trx, {
        from: { memberId: a.memberId!, kind: 'redeem' },
        to: { system: 'funding' },
        amount,
        type: 'LEAVER',
        description: 'Unspent points returned when leaving the programme',
        idempotencyKey: `leaver:${a.memberId}:${opts.reason}`,
        at: opts.at,
      });
      pointsReturned += amount;
    }
  }
  await webhookEvents.membersLeft(trx, memberIds, opts.at);
  return { pointsReturned };
}
