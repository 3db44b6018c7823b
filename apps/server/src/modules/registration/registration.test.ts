import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createMember, fund, memberNumberOf } from '../../../test/factories.js';
import { OTP_MESSAGES } from './messages.js';
import { lastCodeSentTo, movableClock, postFrom } from '../../../test/support/registration.js';
import { nextUnique, uniqueMobile } from '../../../test/unique.js';

const SEND = '/api/member/sendcell2factorsms';
const VERIFY = '/api/member/cell2factorverify';
const PASSWORD = 'Blossom2026';
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let n = 0;
/** A fresh unregistered member, a fresh address and mobile for each test. */
async function newcomer() {
  n++;
  const email = `New.Starter${nextUnique()}@Example.test`;
  const id = await createMember(t.database, { registeredAt: null, passwordHash: null, email, cellNum: '' });
  const memberNumber = await memberNumberOf(t.database, id);
  const cellNum = uniqueMobile('+4477009');
  const form = {
    memberNumber,
    email: email.toLowerCase(),
    cellNum,
    password: PASSWORD,
    acceptTerms: true,
  };
  return { id, form, address: `10.1.0.${n}` };
}

describe('registration', () => {
  it('sends a code by SMS, verifies it, sets the password and registers the member', async () => {
    const { id, form, address } = await newcomer();
    await fund(t.database, id, 'redeem', 120); // points given before registering
    const sent = await postFrom(t, address, SEND, form);
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body)).toEqual(['auth']);
    const code = await lastCodeSentTo(t, form.cellNum);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const stored = await t.database.db
      .selectFrom('otpVerifications')
      .selectAll()
      .where('memberId', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).not.toContain(code);
    expect(stored.authHash).not.toBe(sent.body.auth);

    const done = await postFrom(t, address, VERIFY, { ...form, otp: code, auth: sent.body.auth });
    expect(done.status).toBe(200);
    expect(done.body.memberData?.memberId).toBe(String(id));
    await t.login(form.memberNumber, PASSWORD); // the password works
    const token = done.body.token; // and registration's own session opens Home
    const data = await t.post('/api/member/getmemberdata', {}, token);
    expect(data.body.memberData.memberId).toBe(String(id));
    expect(data.body.memberData.memberId.startsWith('0.')).toBe(false);
    expect(data.body.memberData.cellNum).toBe(form.cellNum);
    expect(data.body.memberData.awardsPointsAvailable).toBe(120);
  });

  it('refuses a reused code, and registering twice', async () => {
    const { form, address } = await newcomer();
    const sent = await postFrom(t, address, SEND, form);
    const code = await lastCodeSentTo(t, form.cellNum);
    expect((await postFrom(t, address, VERIFY, { ...form, otp: code, auth: sent.body.auth })).status).toBe(
      200,
    );
    const again = await postFrom(t, address, VERIFY, { ...form, otp: code, auth: sent.body.auth });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(OTP_MESSAGES.alreadyRegistered);
    const resend = await postFrom(t, address, SEND, form);
    expect(resend.body).toEqual({
      message: OTP_MESSAGES.alreadyRegistered,
      formErrors: { memberNumber: OTP_MESSAGES.alreadyRegistered },
    });
  });

  it('refuses a wrong code, and any code after five attempts', async () => {
    const { form, address } = await newcomer();
    const sent = await postFrom(t, address, SEND, form);
    const code = await lastCodeSentTo(t, form.cellNum);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await postFrom(t, address, VERIFY, { ...form, otp: wrong, auth: sent.body.auth });
      expect(r.body).toEqual({
        message: OTP_MESSAGES.wrongCode,
        formErrors: { otp: OTP_MESSAGES.wrongCode },
      });
    }
    const late = await postFrom(t, address, VERIFY, { ...form, otp: code, auth: sent.body.auth });
    expect(late.body.message).toBe(OTP_MESSAGES.tooManyAttempts);
  });

  it('refuses an expired code and an unknown handle', async () => {
    const { form, address } = await newcomer();
    const sent = await postFrom(t, address, SEND, form);
    const code = await lastCodeSentTo(t, form.cellNum);
    clock.advanceMinutes(10.1);
    const late = await postFrom(t, address, VERIFY, { ...form, otp: code, auth: sent.body.auth });
    expect(late.body).toEqual({
      message: OTP_MESSAGES.expiredCode,
      formErrors: { otp: OTP_MESSAGES.expiredCode },
    });
    const bogus = await postFrom(t, address, VERIFY, { ...form, otp: code, auth: 'not-a-handle' });
    expect(bogus.body.message).toBe(OTP_MESSAGES.expiredCode);
  });

  it('a newer code replaces the earlier one', async () => {
    const { form, address } = await newcomer();
    const first = await postFrom(t, address, SEND, form);
    const firstCode = await lastCodeSentTo(t, form.cellNum);
    await postFrom(t, address, SEND, form);
    const r = await postFrom(t, address, VERIFY, { ...form, otp: firstCode, auth: first.body.auth });
    expect(r.body.message).toBe(OTP_MESSAGES.expiredCode);
  });

  it('checks member number, e-mail (any case), and the handle belongs to the member', async () => {
    const { form, address } = await newcomer();
    const unknown = await postFrom(t, address, SEND, { ...form, memberNumber: '55555555555' });
    expect(unknown.body).toEqual({
      message: OTP_MESSAGES.unknownMember,
      formErrors: { memberNumber: OTP_MESSAGES.unknownMember },
    });
    const mismatch = await postFrom(t, address, SEND, { ...form, email: 'someone.else@example.test' });
    expect(mismatch.body).toEqual({
      message: OTP_MESSAGES.emailMismatch,
      formErrors: { email: OTP_MESSAGES.emailMismatch },
    });
    const upper = await postFrom(t, address, SEND, { ...form, email: form.email.toUpperCase() });
    expect(upper.status).toBe(200);
    const other = await newcomer();
    const code = await lastCodeSentTo(t, form.cellNum);
    const crossed = await postFrom(t, other.address, VERIFY, {
      ...other.form,
      otp: code,
      auth: upper.body.auth,
    });
    expect(crossed.status).toBe(400);
    const registered = await postFrom(t, address, SEND, { ...form, memberNumber: '100001' });
    expect(registered.body.message).toBe(OTP_MESSAGES.alreadyRegistered);
  });

  it('refuses weak and common passwords, and long or missing fields, with formErrors', async () => {
    const { form, address } = await newcomer();
    for (const [password, message] of [
      ['short1', 'Password must be at least 8 characters'],
      ['lettersonly', 'Password must include at least 1 letter and 1 number'],
      ['12345678', 'Password must include at least 1 letter and 1 number'],
      ['Password123', 'This password is too common. Please choose another.'],
    ] as const) {
      const r = await postFrom(t, address, SEND, { ...form, password });
      expect(r.status).toBe(400);
      expect(r.body.formErrors?.password).toBe(message);
    }
    const long = await postFrom(t, address, SEND, {
      ...form,
      memberNumber: '9'.repeat(81),
      cellNum: '1'.repeat(21),
      email: `${'a'.repeat(75)}@x.test`,
    });
    expect(Object.keys(long.body.formErrors ?? {}).sort()).toEqual(['cellNum', 'email', 'memberNumber']);
    const noCode = await postFrom(t, address, VERIFY, { ...form, otp: '', auth: '' });
    expect(Object.keys(noCode.body.formErrors ?? {}).sort()).toEqual(['auth', 'otp']);
  });

  it('the server refuses unaccepted terms with the spec wording', async () => {
    const { form } = await newcomer();
    for (const acceptTerms of [false, undefined]) {
      const r = await postFrom(t, '10.9.0.1', SEND, { ...form, acceptTerms });
      expect(r.status).toBe(400);
      expect(r.body.formErrors?.acceptTerms).toBe(MESSAGES.termsRequiredRegistration);
    }
    const outbox = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('recipient', '=', form.cellNum)
      .execute();
    expect(outbox).toHaveLength(0);
  });

  it('rate limits sends per member number and per address', async () => {
    const { form } = await newcomer();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postFrom(t, `10.2.0.${i}`, SEND, form)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const address = '10.3.0.1';
    const results = [];
    for (let i = 0; i < 31; i++)
      results.push((await postFrom(t, address, SEND, { ...form, memberNumber: `7${i}` })).status);
    expect(results.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(results[30]).toBe(429);
    expect((await postFrom(t, address, SEND, form)).body.message).toBe(OTP_MESSAGES.tooManySends);
  });
});
