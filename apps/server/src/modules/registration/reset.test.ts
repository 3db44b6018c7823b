import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { hashPassword } from '../../identity/passwords.js';
import { OTP_MESSAGES } from './messages.js';
import { lastCodeSentTo, movableClock, postFrom } from '../../../test/support/registration.js';
import { uniqueMobile } from '../../../test/unique.js';

const SEND = '/api/member/passwordsendcell2factorsms';
const VERIFY = '/api/member/passwordcell2factorverify';
const OLD = 'Recognise2026';
const NEW = 'Magnolia2027';
const clock = movableClock();
let t: TestApp;
let oldHash = '';
beforeAll(async () => {
  t = await createTestApp({ clock });
  oldHash = await hashPassword(OLD);
});
afterAll(() => t.close());

let n = 0;
async function registeredMember() {
  n++;
  const cellNum = uniqueMobile('+4477008');
  const id = await createMember(t.database, { cellNum, passwordHash: oldHash });
  return { id, memberNumber: await memberNumberOf(t.database, id), cellNum, address: `10.5.0.${n}` };
}

describe('forgot password', () => {
  it('resets the password with the texted code and signs the member out everywhere', async () => {
    const m = await registeredMember();
    const token = await t.login(m.memberNumber, OLD);
    // Typed with spaces: the same number.
    const typed = `${m.cellNum.slice(0, 6)} ${m.cellNum.slice(6)}`;
    const sent = await postFrom(t, m.address, SEND, { cellNum: typed, password: NEW });
    expect(sent.status).toBe(200);
    const code = await lastCodeSentTo(t, typed);
    const done = await postFrom(t, m.address, VERIFY, {
      cellNum: typed,
      password: NEW,
      otp: code,
      auth: sent.body.auth,
    });
    expect(done).toEqual({ status: 200, body: { ok: true } });
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(401);
    expect((await t.post('/api/member/login', { memberNumber: m.memberNumber, password: OLD })).status).toBe(
      400,
    );
    await t.login(m.memberNumber, NEW);
    const reuse = await postFrom(t, m.address, VERIFY, {
      cellNum: typed,
      password: NEW,
      otp: code,
      auth: sent.body.auth,
    });
    expect(reuse.body.message).toBe(OTP_MESSAGES.expiredCode);
  });

  it('answers an unknown number the same way, with a handle that never verifies', async () => {
    const known = await registeredMember();
    const a = await postFrom(t, known.address, SEND, { cellNum: known.cellNum, password: NEW });
    const b = await postFrom(t, known.address, SEND, { cellNum: '+449999000111', password: NEW });
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.body)).toEqual(['auth']);
    expect(b.body.auth).toHaveLength(a.body.auth!.length);
    const outbox = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('recipient', '=', '+449999000111')
      .execute();
    expect(outbox).toHaveLength(0);
    for (const otp of ['000000', '123456']) {
      const r = await postFrom(t, known.address, VERIFY, {
        cellNum: '+449999000111',
        password: NEW,
        otp,
        auth: b.body.auth,
      });
      expect(r.body.message).toBe(OTP_MESSAGES.expiredCode);
    }
  });

  it('refuses wrong, expired and too many codes, and weak passwords', async () => {
    const m = await registeredMember();
    const weak = await postFrom(t, m.address, SEND, { cellNum: m.cellNum, password: 'qwerty123' });
    expect(weak.body.formErrors?.password).toBe('This password is too common. Please choose another.');
    const sent = await postFrom(t, m.address, SEND, { cellNum: m.cellNum, password: NEW });
    const code = await lastCodeSentTo(t, m.cellNum);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await postFrom(t, m.address, VERIFY, {
            cellNum: m.cellNum,
            password: NEW,
            otp: wrong,
            auth: sent.body.auth,
          })
        ).body.message,
      ).toBe(OTP_MESSAGES.wrongCode);
    }
    expect(
      (
        await postFrom(t, m.address, VERIFY, {
          cellNum: m.cellNum,
          password: NEW,
          otp: code,
          auth: sent.body.auth,
        })
      ).body.message,
    ).toBe(OTP_MESSAGES.tooManyAttempts);

    const again = await postFrom(t, m.address, SEND, { cellNum: m.cellNum, password: NEW });
    const code2 = await lastCodeSentTo(t, m.cellNum);
    clock.advanceMinutes(11);
    expect(
      (
        await postFrom(t, m.address, VERIFY, {
          cellNum: m.cellNum,
          password: NEW,
          otp: code2,
          auth: again.body.auth,
        })
      ).body.message,
    ).toBe(OTP_MESSAGES.expiredCode);
  });

  it('rate limits sends per mobile number, known or not', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await postFrom(t, `10.6.0.${i}`, SEND, { cellNum: '+448888000222', password: NEW })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
