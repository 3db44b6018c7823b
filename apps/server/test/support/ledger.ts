/** A test database for the ledger's own tests, proved balanced after every test. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { auditLedger, transfer, type TransferRequest } from '../../src/ledger/index.js';
import { createTestDatabase } from '../db.js';

/**
 * Registers the hooks that open a database before the file's tests, audit the ledger after each
 * (every account's balance equals its transfers) and close it at the end. `use` receives the
 * database once it is open.
 */
export function auditedLedgerDatabase(use: (database: Database) => void) {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    use(database);
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    const report = await auditLedger(database!.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
}

let seq = 0;
/** A key no other movement in the run uses. */
export const uniqueKey = (name: string) => `test:${name}:${Date.now()}:${seq++}`;

/**
 * One transfer in a transaction of its own: redeem to redeem of type T now, with a fresh key,
 * unless the test names its own.
 */
export function moveRedeem(
  database: Database,
  from: number,
  to: number,
  request: Partial<TransferRequest> & { amount: number },
) {
  return database.db.transaction().execute((trx) =>
    transfer(trx, {
      from: { memberId: from, kind: 'redeem' },
      to: { memberId: to, kind: 'redeem' },
      type: 'T',
      description: 'move',
      idempotencyKey: uniqueKey('move'),
      at: new Date().toISOString(),
      ...request,
    }),
  );
}
