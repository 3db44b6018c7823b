import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createMember, fund } from '../../test/factories.js';
import { auditedLedgerDatabase } from '../../test/support/ledger.js';
import { memberBalances, transferMany, type TransferRequest } from './index.js';

let database: Database;
auditedLedgerDatabase((db) => (database = db));

const at = () => new Date().toISOString();
let seq = 0;
const stamp = () => `${Date.now()}:${seq++}`;
const funding = { system: 'funding' } as const;
/** Funding grants a member's Pay It Forward allowance. */
const grant = (
  memberId: number,
  amount: number,
  description: string,
  idempotencyKey: string,
): TransferRequest => ({
  from: funding,
  to: { memberId, kind: 'pif' },
  amount,
  type: 'ALLOC',
  description,
  idempotencyKey,
  at: at(),
});
/** A member's allowance goes back to funding. */
const reset = (
  memberId: number,
  amount: number,
  description: string,
  idempotencyKey: string,
): TransferRequest => ({
  from: { memberId, kind: 'pif' },
  to: funding,
  amount,
  type: 'PIFRESET',
  description,
  idempotencyKey,
  at: at(),
});
const fundingBalance = async () =>
  Number(
    (
      await database.db
        .selectFrom('ledgerAccounts')
        .select('balance')
        .where('systemCode', '=', 'funding')
        .executeTakeFirstOrThrow()
    ).balance,
  );

describe('ledger batch transfers', () => {
  it('pays many members across several chunks, creating their accounts, and funding moves by the total', async () => {
    const members = await Promise.all(Array.from({ length: 1_201 }, () => createMember(database)));
    const before = await fundingBalance();
    const s = stamp();
    const reqs = members.map((memberId, i) =>
      grant(memberId, 1 + (i % 7), 'batch', `batch:${s}:${memberId}`),
    );
    const total = reqs.reduce((sum, r) => sum + r.amount, 0);
    const result = await database.db.transaction().execute((trx) => transferMany(trx, reqs, at()));
    expect(result).toEqual({ moved: 1_201, replayed: 0 });
    expect((await memberBalances(database.db, members[0]!)).pif).toBe(1);
    expect((await memberBalances(database.db, members[6]!)).pif).toBe(7);
    expect(await fundingBalance()).toBe(before - total);

    // The same batch again moves nothing.
    const again = await database.db.transaction().execute((trx) => transferMany(trx, reqs, at()));
    expect(again).toEqual({ moved: 0, replayed: 1_201 });
    expect(await fundingBalance()).toBe(before - total);
  });

  it('nets a member’s debit and credit in one batch', async () => {
    const a = await createMember(database);
    await fund(database, a, 'pif', 40);
    const s = stamp();
    await database.db
      .transaction()
      .execute((trx) =>
        transferMany(trx, [reset(a, 40, 'back', `reset:${s}`), grant(a, 200, 'grant', `grant:${s}`)], at()),
      );
    expect((await memberBalances(database.db, a)).pif).toBe(200);
  });

  it('refuses the whole batch when a member would go below zero, and leaves nothing behind', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'pif', 10);
    const s = stamp();
    const attempt = database.db
      .transaction()
      .execute((trx) =>
        transferMany(trx, [grant(b, 5, 'fine', `ok:${s}`), reset(a, 11, 'too much', `over:${s}`)], at()),
      );
    await expect(attempt).rejects.toThrow(/check|constraint/i);
    expect((await memberBalances(database.db, a)).pif).toBe(10);
    expect((await memberBalances(database.db, b)).pif).toBe(0);
    const rows = await database.db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('idempotencyKey', 'in', [`ok:${s}`, `over:${s}`])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a key reused with other details (409)', async () => {
    const a = await createMember(database);
    const k = `reuse:${stamp()}`;
    const req = (amount: number) => grant(a, amount, 'x', k);
    await database.db.transaction().execute((trx) => transferMany(trx, [req(5)], at()));
    await expect(
      database.db.transaction().execute((trx) => transferMany(trx, [req(6)], at())),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await memberBalances(database.db, a)).pif).toBe(5);
  });

  it('two batches creating the same new members’ accounts in opposite orders both complete', async () => {
    const members = await Promise.all(Array.from({ length: 1_200 }, () => createMember(database)));
    const s = stamp();
    const batch = (order: number[], name: string) =>
      database.db.transaction().execute((trx) =>
        transferMany(
          trx,
          order.map((m) => grant(m, 1, name, `${name}:${m}:${s}`)),
          at(),
        ),
      );
    // Each batch inserts the accounts it needs; in the requests' order, each would wait on a
    // row the other inserted first (on PostgreSQL one of them failed with a deadlock).
    const results = await Promise.all([batch(members, 'up'), batch([...members].reverse(), 'down')]);
    expect(results.map((r) => r.moved)).toEqual([1_200, 1_200]);
    for (const m of [members[0]!, members[600]!, members[1_199]!])
      expect((await memberBalances(database.db, m)).pif).toBe(2);
  });
});
