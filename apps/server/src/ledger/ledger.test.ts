import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createMember, fund } from '../../test/factories.js';
import { auditedLedgerDatabase, moveRedeem, uniqueKey as key } from '../../test/support/ledger.js';
import { InsufficientPointsError, memberBalances, statement, transfer } from './index.js';

let database: Database;
auditedLedgerDatabase((db) => (database = db));

const at = () => new Date().toISOString();

describe('ledger', () => {
  it('moves points between accounts and keeps balances equal to transfers', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'pif', 300);
    await database.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { memberId: a, kind: 'pif' },
        to: { memberId: b, kind: 'redeem' },
        amount: 75,
        type: 'PIF',
        description: 'Well Done',
        idempotencyKey: key('move'),
        at: at(),
      }),
    );
    expect((await memberBalances(database.db, a)).pif).toBe(225);
    expect((await memberBalances(database.db, b)).redeem).toBe(75);
  });

  it('refuses an overdraft and leaves nothing behind', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 50);
    const attempt = moveRedeem(database, a, b, {
      amount: 51,
      description: 'too much',
      idempotencyKey: key('over'),
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientPointsError);
    expect((await memberBalances(database.db, a)).redeem).toBe(50);
    const rows = await database.db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('description', '=', 'too much')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('the database itself refuses a negative member balance', async () => {
    const a = await createMember(database);
    await fund(database, a, 'redeem', 10);
    const direct = database.db
      .updateTable('ledgerAccounts')
      .set({ balance: -1 })
      .where('memberId', '=', a)
      .execute();
    await expect(direct).rejects.toThrow(/check|constraint/i);
  });

  it('never overdraws under 200 concurrent transfers out of one account', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'recognise', 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        database.db.transaction().execute((trx) =>
          transfer(trx, {
            from: { memberId: a, kind: 'recognise' },
            to: { memberId: b, kind: 'redeem' },
            amount: 10,
            type: 'ADHOC',
            description: `c${i}`,
            idempotencyKey: key(`conc${i}`),
            at: at(),
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(100);
    expect(refused).toHaveLength(100);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientPointsError);
    expect((await memberBalances(database.db, a)).recognise).toBe(0);
    expect((await memberBalances(database.db, b)).redeem).toBe(1000);
  });

  it('a retried transfer with the same idempotency key moves points once', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 500);
    const k = key('retry');
    const send = () => moveRedeem(database, a, b, { amount: 120, description: 'retry', idempotencyKey: k });
    const first = await send();
    const results = await Promise.all([send(), send(), send()]);
    expect(first.replayed).toBe(false);
    for (const r of results) {
      expect(r.replayed).toBe(true);
      expect(r.transferId).toBe(first.transferId);
    }
    expect((await memberBalances(database.db, a)).redeem).toBe(380);
    expect((await memberBalances(database.db, b)).redeem).toBe(120);
  });

  it('refuses to reuse a key for a different movement', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 500);
    const k = key('reuse');
    const send = (amount: number) =>
      moveRedeem(database, a, b, { amount, description: 'reuse', idempotencyKey: k });
    await send(10);
    await expect(send(20)).rejects.toMatchObject({ statusCode: 409 });
    expect((await memberBalances(database.db, a)).redeem).toBe(490);
  });

  it('rejects amounts that are not positive whole numbers', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 100);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      const attempt = moveRedeem(database, a, b, { amount, description: 'bad', idempotencyKey: key('bad') });
      await expect(attempt).rejects.toThrow(/positive whole number/);
    }
  });

  it('opposite transfers at once do not deadlock', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 1000);
    await fund(database, b, 'redeem', 1000);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        database.db.transaction().execute((trx) =>
          transfer(trx, {
            from: { memberId: i % 2 ? a : b, kind: 'redeem' },
            to: { memberId: i % 2 ? b : a, kind: 'redeem' },
            amount: 5,
            type: 'T',
            description: 'swap',
            idempotencyKey: key(`swap${i}`),
            at: at(),
          }),
        ),
      ),
    );
    const [ba, bb] = [await memberBalances(database.db, a), await memberBalances(database.db, b)];
    expect(ba.redeem + bb.redeem).toBe(2000);
  });

  it('reads a statement newest first with debits negative and the running balance', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await fund(database, a, 'redeem', 100);
    await moveRedeem(database, a, b, {
      amount: 30,
      type: 'ORDER',
      description: 'Order 1',
      idempotencyKey: key('st'),
      at: new Date(Date.now() + 1000).toISOString(),
    });
    const st = await statement(database.db, { memberId: a, kind: 'redeem' });
    expect(st.balance).toBe(70);
    expect(st.lines.map((l) => l.pointsValue)).toEqual([-30, 100]);
    expect(st.lines.map((l) => l.balance)).toEqual([70, 100]);
  });
});
