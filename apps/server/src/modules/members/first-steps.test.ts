import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { lastCodeSentTo, postFrom } from '../../../test/support/registration.js';
import { profileForm } from '../../../test/support/profile.js';
import { valid } from '../../../test/support/recognition.js';
import { nextUnique, uniqueMobile } from '../../../test/unique.js';
import { multipart, solid } from '../../images/test-images.js';

const t = appPerFile();
const PASSWORD = 'Blossom2026';
const NONE = { firstVisit: true, show: true, photo: false, thank: false, points: false };

/** Registers a fresh member through the two calls; answers the form and registration's answer. */
async function register() {
  const email = `first.steps${nextUnique()}@example.test`;
  const id = await createMember(t.database, { registeredAt: null, passwordHash: null, email, cellNum: '' });
  const form = {
    memberNumber: await memberNumberOf(t.database, id),
    email,
    cellNum: uniqueMobile('+4477008'),
    password: PASSWORD,
    acceptTerms: true,
  };
  const address = `10.2.0.${nextUnique() % 250}`;
  const sent = await postFrom(t, address, '/api/member/sendcell2factorsms', form);
  const otp = await lastCodeSentTo(t, form.cellNum);
  const done = await postFrom(t, address, '/api/member/cell2factorverify', {
    ...form,
    otp,
    auth: sent.body.auth,
  });
  return { id, form, done };
}

const home = async (token?: string) => (await t.post('/api/member/getmemberdata', {}, token)).body;
const steps = async (token?: string) => (await home(token)).memberData.firstSteps;
const step = (token: string | undefined, body: unknown) => t.post('/api/member/firststeps', body, token);

describe('registration signs the member in', () => {
  it('answers a session that opens Home, on the first visit with the first steps', async () => {
    const { id, done } = await register();
    expect(done.status).toBe(200);
    expect(typeof done.body.token).toBe('string');
    expect(done.body.memberData?.memberId).toBe(String(id));
    expect(done.body.memberData?.firstSteps).toEqual(NONE);
    const data = await home(done.body.token);
    expect(data.memberData.memberId).toBe(String(id));
    expect(data.memberData.firstSteps).toEqual(NONE);
  });

  it('the first visit ends with the next sign-in; the steps stay', async () => {
    const { form, done } = await register();
    const again = await t.login(form.memberNumber, PASSWORD);
    expect(await steps(again)).toEqual({ ...NONE, firstVisit: false });
    // The registration session sees it too: the visit is the member's, not the device's.
    expect((await steps(done.body.token)).firstVisit).toBe(false);
  });

  it('members who did not register here see neither welcome nor steps', async () => {
    const token = await t.login('100001');
    expect(await steps(token)).toEqual({
      firstVisit: false,
      show: false,
      photo: false,
      thank: false,
      points: false,
    });
  });
});

describe('first steps', () => {
  it('are done by the real actions: a saved photo, a recognition sent, How it Works opened', async () => {
    const { done } = await register();
    const token = done.body.token as string;

    const { payload, contentType } = await multipart('filePic', await solid('png'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/member/profilepicupload',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const me = (await home(token)).memberData;
    expect((await t.post('/api/member/memberupdate', profileForm(me), token)).status).toBe(200);
    expect(await steps(token)).toMatchObject({ photo: true, thank: false, points: false, show: true });

    const peer = await createMember(t.database, {});
    const sent = await t.post(
      '/api/reward/doreward',
      { ...valid.thankyou, recipients: [String(peer)] },
      token,
    );
    expect(sent.status).toBe(200);
    expect(await steps(token)).toMatchObject({ photo: true, thank: true, points: false, show: true });

    const seen = await step(token, { step: 'points' });
    expect(seen.body).toEqual({ firstVisit: true, show: false, photo: true, thank: true, points: true });
    expect(await steps(token)).toEqual(seen.body);
  });

  it('can be put away', async () => {
    const { done } = await register();
    const token = done.body.token as string;
    const dismissed = await step(token, { step: 'dismiss' });
    expect(dismissed).toEqual({ status: 200, body: { ...NONE, show: false } });
    expect((await steps(token)).show).toBe(false);
  });

  it("a member changes only their own steps, and bad input is a 400 with the field's message", async () => {
    const a = await register();
    const b = await register();
    // There is no member to name: a member id sent along is no part of the call and changes nothing.
    const other = await step(b.done.body.token, { step: 'dismiss', memberId: String(a.id) });
    expect(other.status).toBe(200);
    expect(await steps(a.done.body.token)).toEqual(NONE);
    expect((await steps(b.done.body.token)).show).toBe(false);

    const bad = await step(b.done.body.token, { step: 'photo' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect(Object.keys(bad.body.formErrors)).toEqual(['step']);
  });

  it('needs a session', async () => {
    expect((await t.post('/api/member/firststeps', { step: 'dismiss' })).status).toBe(401);
  });
});
