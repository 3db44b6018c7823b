import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newMember, valid } from '../../test/support/recognition.js';
import { compileResponseWriter, cacheableAnswer, responseJsonSchema } from './response-serialiser.js';

/** A production app: answers are written from the schema alone, without the zod check. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(() => t.close());

const home = calls['member.getmemberdata'];
const writerFor = (call: typeof home) =>
  compileResponseWriter({
    schema: responseJsonSchema(call),
    method: 'POST',
    url: call.path,
    httpStatus: '2xx',
  });

describe('answers written from the contract', () => {
  it('Home written from the schema is what the zod check and JSON.stringify wrote', async () => {
    const token = await t.login('100001');
    const res = await t.app.inject({
      method: 'POST',
      url: home.path,
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(home.response.parse(JSON.parse(res.body))));
  });

  it('drops fields the contract does not name, however deep', async () => {
    const token = await t.login('100002');
    const answer = (await t.post(home.path, {}, token)).body;
    const leaky = {
      ...answer,
      passwordHash: 'secret',
      memberData: { ...answer.memberData, passwordHash: 'secret', email2: 'hidden@example.com' },
      homeGetToKnow: answer.homeGetToKnow.map((p: object) => ({ ...p, cellNum: '+447700900000' })),
    };
    const written = writerFor(home)(leaky);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('hidden@example.com');
    expect(written).not.toContain('+447700900000');
    expect(written).toBe(JSON.stringify(home.response.parse(leaky)));
  });

  it('writes a kept answer once and an unmarked one every time', async () => {
    const token = await t.login('100001');
    const answer = (await t.post(home.path, {}, token)).body;
    const write = writerFor(home);
    const kept = cacheableAnswer({ ...answer });
    const first = write(kept);
    // A kept answer never changes, so its text is reused as it was first written.
    kept.memberData = { ...kept.memberData, firstname: 'Changed' };
    expect(write(kept)).toBe(first);
    // An answer nobody marked as kept is written from what it holds now.
    const fresh = { ...answer };
    expect(write(fresh)).toContain(JSON.stringify(answer.memberData.firstname));
    fresh.memberData = { ...fresh.memberData, firstname: 'Changed' };
    expect(write(fresh)).toContain('"Changed"');
  });

  it("Home's answer is written again after a send changes it", async () => {
    const sender = await t.login('100001');
    const peer = await newMember(t);
    const first = (await t.post(home.path, {}, sender)).body;
    expect((await t.post(home.path, {}, sender)).body).toEqual(first);
    const sent = await t.post(
      calls['reward.doreward'].path,
      { ...valid.thankyou, recipients: [peer.memberId] },
      sender,
    );
    expect(sent.status).toBe(200);
    const after = (await t.post(home.path, {}, sender)).body;
    expect(after.homeStats.messagesSent).toBe(first.homeStats.messagesSent + 1);
  });
});
