import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Transfers with the account each side debits (`f`) and credits (`d`): where a list of movements
 * starts when it needs to say whose points moved, not only how many.
 */
export function transfersWithAccounts(db: Kysely<DB>) {
  return db
    .selectFrom('ledgerTransfers as t')
    .innerJoin('ledgerAccounts as f', 'f.id', 't.fromAccountId')
    .innerJoin('ledgerAccounts as d', 'd.id', 't.toAccountId');
}

/** Each side's kind and programme code, the parts an account reference is made of. */
export const TRANSFER_SIDE_COLUMNS = [
  'f.kind as fromKind',
  'f.systemCode as fromSystem',
  'd.kind as toKind',
  'd.systemCode as toSystem',
] as const;
