import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { memberBalances } from '../src/ledger/index.js';
import { REQUEST_ID_REUSED } from '../src/http/request-keys.js';
import { newMember, recognitionsFrom, valid } from './support/recognition.js';
import { nominateOne, nominationsBy, review, team } from './support/nominations.js';
import { newProduct, newShopper } from './support/shop.js';
import { appPerFile } from './support/suite.js';
import { memberIdOf } from './factories.js';

const t = appPerFile({ auditLedger: true });

const conflict = { status: 409, body: { message: REQUEST_ID_REUSED } };
const managerId = (n: string) => memberIdOf(t.database, n);

describe('the same requestId with different details is a 409, never a silent 200', () => {
  it('covers every call whose body takes a requestId', () => {
    const withRequestId = Object.values(calls)
      .filter((c) => {
        const shape = (c.body as { shape?: Record<string, unknown>; def?: { in?: { shape?: object } } })
          .shape;
        const inner = (c.body as { def?: { in?: { shape?: object } } }).def?.in?.shape;
        return Boolean((shape && 'requestId' in shape) || (inner && 'requestId' in inner));
      })
      .map((c) => c.path)
      .sort();
    // Each of these is exercised below; startCardPayment in the Stripe payment tests, where a
    // stand-in provider runs.
    expect(withRequestId).toEqual([
      '/api/admin/fundbudget',
      '/api/admin/fundbudgets',
      '/api/nom/newnom',
      '/api/reward/doavonnomreviewreward',
      '/api/reward/doreward',
      '/api/shop/placeOrder',
      '/api/shop/startCardPayment',
    ]);
  });

  it('doreward: the repeat with the same details is one send, other details are refused', async () => {
    const sender = await newMember(t, { pif: 500 });
    const to = await newMember(t);
    const other = await newMember(t);
    const body = { ...valid.payitforward, recipients: [to.memberId], requestId: 'rw-1' };
    expect((await t.post('/api/reward/doreward', body, sender.token)).status).toBe(200);
    expect((await t.post('/api/reward/doreward', body, sender.token)).status).toBe(200);
    expect(
      await t.post('/api/reward/doreward', { ...body, recipients: [other.memberId] }, sender.token),
    ).toEqual(conflict);
    expect(await t.post('/api/reward/doreward', { ...body, points: 75 }, sender.token)).toEqual(conflict);
    expect(await t.post('/api/reward/doreward', { ...body, message: 'Other words.' }, sender.token)).toEqual(
      conflict,
    );
    expect(await t.post('/api/reward/doreward', { ...body, sendBy: 'email' }, sender.token)).toEqual(
      conflict,
    );
    // The repeat is compared with the recognitions the first use wrote: no claim row per send.
    const claims = await t.database.db
      .selectFrom('requestKeys')
      .select('requestId')
      .where('memberId', '=', sender.id)
      .execute();
    expect(claims).toEqual([]);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(1);
    expect((await memberBalances(t.database.db, sender.id)).pif).toBe(450);
  });

  it('doreward: the same recipient written as a pending member id is the same send', async () => {
    const sender = await newMember(t, { pif: 500 });
    const to = await newMember(t);
    const body = { ...valid.payitforward, recipients: [String(to.id)], requestId: 'rw-0' };
    expect((await t.post('/api/reward/doreward', body, sender.token)).status).toBe(200);
    const again = { ...body, recipients: [`0.${to.id}`] };
    expect((await t.post('/api/reward/doreward', again, sender.token)).status).toBe(200);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(1);
  });

  it('doreward: a refused send frees its id for corrected details', async () => {
    const sender = await newMember(t, { pif: 40 });
    const to = await newMember(t);
    const body = { ...valid.payitforward, points: 50, recipients: [to.memberId], requestId: 'rw-2' };
    expect((await t.post('/api/reward/doreward', body, sender.token)).status).toBe(400);
    expect((await t.post('/api/reward/doreward', { ...body, points: 30 }, sender.token)).status).toBe(200);
    expect((await memberBalances(t.database.db, sender.id)).pif).toBe(10);
  });

  it('doreward: concurrent twins with different details send one of them', async () => {
    const sender = await newMember(t, { pif: 500 });
    const a = await newMember(t);
    const b = await newMember(t);
    const body = (m: string) => ({ ...valid.payitforward, recipients: [m], requestId: 'rw-race' });
    const res = await Promise.all([
      t.post('/api/reward/doreward', body(a.memberId), sender.token),
      t.post('/api/reward/doreward', body(b.memberId), sender.token),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(1);
  });

  it('another member may use the same id for their own send', async () => {
    const one = await newMember(t, { pif: 100 });
    const two = await newMember(t, { pif: 100 });
    const to = await newMember(t);
    const body = { ...valid.payitforward, recipients: [to.memberId], requestId: 'shared-id' };
    expect((await t.post('/api/reward/doreward', body, one.token)).status).toBe(200);
    expect((await t.post('/api/reward/doreward', { ...body, points: 30 }, two.token)).status).toBe(200);
  });

  it('newnom', async () => {
    const { nominee, nominator } = await team(t);
    const body = {
      nomCat: 'Collaboration',
      reason: 'Ran the launch.',
      members: [nominee.memberId],
      requestId: 'nn-1',
    };
    expect((await t.post('/api/nom/newnom', body, nominator.token)).status).toBe(200);
    expect((await t.post('/api/nom/newnom', body, nominator.token)).status).toBe(200);
    expect(await t.post('/api/nom/newnom', { ...body, reason: 'Something else.' }, nominator.token)).toEqual(
      conflict,
    );
    expect(await nominationsBy(t, nominator.id)).toHaveLength(1);
  });

  it('doavonnomreviewreward', async () => {
    const { manager, nominee, nominator } = await team(t);
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const body = { nomId, reviewRating: 3, requestId: 'rv-1' };
    expect((await review(t, manager.token, body)).status).toBe(200);
    expect(await review(t, manager.token, { ...body, reviewRating: 5 })).toEqual(conflict);
  });

  it('placeOrder', async () => {
    const s = await newShopper(t, 1000);
    const productId = await newProduct(t, { price: 100 });
    await t.post('/api/shop/addtobasket', { productId }, s.token);
    const body = { cellNum: '', promoCode: '', alloc: '', vfyTotal: 100, requestId: 'po-1' };
    const first = await t.post('/api/shop/placeOrder', body, s.token);
    expect(first.status).toBe(200);
    expect(await t.post('/api/shop/placeOrder', body, s.token)).toEqual(first);
    await t.post('/api/shop/addtobasket', { productId }, s.token);
    expect(await t.post('/api/shop/placeOrder', { ...body, promoCode: 'SHINE10' }, s.token)).toEqual(
      conflict,
    );
    expect((await memberBalances(t.database.db, s.id)).redeem).toBe(900);
  });

  it('fundbudget', async () => {
    const id = await managerId('100002');
    const before = (await memberBalances(t.database.db, id)).recognise;
    const body = { memberNumber: '100002', points: 10, requestId: 'fb-1' };
    expect((await t.post('/api/admin/fundbudget', body, t.admin)).status).toBe(200);
    expect(await t.post('/api/admin/fundbudget', { ...body, points: 1000 }, t.admin)).toEqual(conflict);
    expect((await memberBalances(t.database.db, id)).recognise).toBe(before + 10);
  });

  it('fundbudgets: previews claim nothing, an applied id is refused with another file', async () => {
    const id = await managerId('100002');
    const before = (await memberBalances(t.database.db, id)).recognise;
    const body = { csv: 'member_number,points\n100002,7\n', apply: false, requestId: 'fbs-1' };
    expect((await t.post('/api/admin/fundbudgets', body, t.admin)).status).toBe(200);
    const csv = 'member_number,points\n100002,5\n';
    expect((await t.post('/api/admin/fundbudgets', { ...body, csv }, t.admin)).status).toBe(200);
    expect((await t.post('/api/admin/fundbudgets', { ...body, csv, apply: true }, t.admin)).status).toBe(200);
    expect(
      await t.post(
        '/api/admin/fundbudgets',
        { ...body, csv: 'member_number,points\n100002,9\n', apply: true },
        t.admin,
      ),
    ).toEqual(conflict);
    expect((await memberBalances(t.database.db, id)).recognise).toBe(before + 5);
  });
});
