import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedRead } from '../db/prepared-query.js';
import type { AccountKind, DB } from '../db/schema.js';

export type MemberAccountKind = Exclude<AccountKind, 'system'>;

/** Accounts of the programme itself. Funding is where every point starts; it runs negative. */
export const SYSTEM_ACCOUNTS = ['funding', 'shop'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number] | (string & {});

export type AccountRef = { memberId: number; kind: MemberAccountKind } | { system: SystemAccount };

export const describeRef = (ref: AccountRef) =>
  'system' in ref ? `system:${ref.system}` : `member:${ref.memberId}:${ref.kind}`;

const systemAccountId = preparedRead((db, v: { systemCode: string }) =>
  db.selectFrom('ledgerAccounts').select('id').where('systemCode', '=', v.systemCode),
);
const memberAccountIdOf = preparedRead((db, v: { memberId: number; kind: MemberAccountKind }) =>
  db.selectFrom('ledgerAccounts').select('id').where('memberId', '=', v.memberId).where('kind', '=', v.kind),
);
const balancesOf = preparedRead((db, v: { memberId: number }) =>
  db.selectFrom('ledgerAccounts').select(['kind', 'balance']).where('memberId', '=', v.memberId),
);

/** Finds the account, creating it on first use (a member's accounts appear when points first move). */
export async function resolveAccountId(
  trx: Transaction<DB> | Db,
  ref: AccountRef,
  now: string,
): Promise<number> {
  const find = async () =>
    (
      await ('system' in ref
        ? systemAccountId(trx, { systemCode: ref.system })
        : memberAccountIdOf(trx, { memberId: ref.memberId, kind: ref.kind }))
    )[0];
  const found = await find();
  if (found) return found.id;
  const values =
    'system' in ref
      ? { memberId: null, kind: 'system' as const, systemCode: ref.system, balance: 0, createdAt: now }
      : { memberId: ref.memberId, kind: ref.kind, systemCode: null, balance: 0, createdAt: now };
  await trx
    .insertInto('ledgerAccounts')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`Could not create ledger account ${describeRef(ref)}`);
  return created.id;
}

/** One member account's id, or undefined before its first transfer. */
export async function memberAccountId(db: Db | Transaction<DB>, memberId: number, kind: MemberAccountKind) {
  return (await memberAccountIdOf(db, { memberId, kind }))[0]?.id;
}

/** Balances of a member's three accounts (0 where an account does not exist yet). */
export async function memberBalances(
  db: Db | Transaction<DB>,
  memberId: number,
): Promise<Record<MemberAccountKind, number>> {
  const rows = await balancesOf(db, { memberId });
  const out: Record<MemberAccountKind, number> = { redeem: 0, recognise: 0, pif: 0 };
  for (const r of rows) if (r.kind !== 'system') out[r.kind] = r.balance;
  return out;
}
