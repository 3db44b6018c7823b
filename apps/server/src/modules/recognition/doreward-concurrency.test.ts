import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { balances, newMember, valid, type TestMember } from '../../../test/support/recognition.js';

let t: TestApp;
let first: TestMember;
let second: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  first = await newMember(t, { pif: 100_000 });
  second = await newMember(t, { pif: 100_000 });
});
afterAll(async () => {
  expect((await auditLedger(t.database.db)).problems).toEqual([]);
  await t.close();
});

describe('doreward at the same time', () => {
  it('two sends with points to the same people, listed in opposite orders, both go through', async () => {
    // On PostgreSQL each send wrote its recipients' rows in the order the sender listed them,
    // so two crossing sends each held a row the other needed: one of them ended in a 500.
    const send = (who: TestMember, recipients: string[], round: number) =>
      t.post(
        '/api/reward/doreward',
        {
          ...valid.payitforward,
          points: 30,
          sendBy: 'email',
          recipients,
          requestId: `crossing-${who.id}-${round}-0000`,
        },
        who.token,
      );
    for (let round = 0; round < 8; round++) {
      const people = await Promise.all(Array.from({ length: 5 }, () => newMember(t)));
      const ids = people.map((p) => p.memberId);
      const answers = await Promise.all([send(first, ids, round), send(second, [...ids].reverse(), round)]);
      expect(answers.map((a) => [a.status, a.body])).toEqual([
        [200, { ok: true }],
        [200, { ok: true }],
      ]);
      for (const p of people) expect((await balances(t, p.id)).redeem).toBe(60);
    }
    expect((await balances(t, first.id)).pif).toBe(100_000 - 8 * 5 * 30);
  });
});
