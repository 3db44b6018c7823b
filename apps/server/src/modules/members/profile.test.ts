import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('100006');
});
afterAll(() => t.close());

const valid = {
  interest1: true,
  firstname: 'Sam',
  cellNum: '+44 7700 900123',
  dOBdd: '14',
  dOBmm: '03',
  interestOtherDesc: 'Climbing and baking',
  otherInfo: 'Open a bakery',
};
const me = async () => (await t.post('/api/member/getmemberdata', {}, token)).body.memberData;

describe('profile update', () => {
  it('saves the fields and member data shows them', async () => {
    const res = await t.post('/api/member/memberupdate', valid, token);
    expect(res.status).toBe(200);
    const m = await me();
    expect(m).toMatchObject({
      firstname: 'Sam',
      cellNum: '+44 7700 900123',
      dOBdd: '14',
      dOBmm: '03',
      interest1: true,
      interestOtherDesc: 'Climbing and baking',
      otherInfo: 'Open a bakery',
    });
  });

  it('a blank first name resets to the name on the staff record', async () => {
    const legal = await t.database.db
      .selectFrom('members')
      .select('legalFirstname')
      .where('memberNumber', '=', '100006')
      .executeTakeFirstOrThrow();
    await t.post('/api/member/memberupdate', { ...valid, firstname: '   ' }, token);
    expect((await me()).firstname).toBe(legal.legalFirstname);
  });

  it('leaving Get To Know clears hobbies and dreams', async () => {
    await t.post('/api/member/memberupdate', { ...valid, interest1: false }, token);
    const m = await me();
    expect(m).toMatchObject({ interest1: false, interestOtherDesc: '', otherInfo: '' });
  });

  it('Clear DOB empties both day and month', async () => {
    await t.post('/api/member/memberupdate', { ...valid, dOBdd: '', dOBmm: '' }, token);
    const m = await me();
    expect([m.dOBdd, m.dOBmm]).toEqual(['', '']);
  });

  it.each([
    [{ firstname: 'x'.repeat(81) }, 'firstname'],
    [{ interestOtherDesc: 'x'.repeat(51) }, 'interestOtherDesc'],
    [{ otherInfo: 'x'.repeat(51) }, 'otherInfo'],
    [{ cellNum: '' }, 'cellNum'],
    [{ cellNum: '1'.repeat(21) }, 'cellNum'],
    [{ dOBdd: '31', dOBmm: '04' }, 'dOBdd'],
    [{ dOBdd: '30', dOBmm: '02' }, 'dOBdd'],
    [{ dOBdd: '32', dOBmm: '01' }, 'dOBdd'],
    [{ dOBdd: '10', dOBmm: '13' }, 'dOBmm'],
    [{ dOBdd: '10', dOBmm: '' }, 'dOBmm'],
  ])('refuses %j with a field error on %s', async (change, field) => {
    const before = await me();
    const res = await t.post('/api/member/memberupdate', { ...valid, ...change }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.formErrors).toHaveProperty(field);
    expect(await me()).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.post('/api/member/memberupdate', valid)).status).toBe(401);
  });
});

describe('interface language', () => {
  it('a member chooses a language, keeps it when the form leaves it out, and can follow the device again', async () => {
    expect(await me()).toMatchObject({ language: '' });
    expect((await t.post('/api/member/memberupdate', { ...valid, language: 'de' }, token)).status).toBe(200);
    expect((await me()).language).toBe('de');
    await t.post('/api/member/memberupdate', valid, token);
    expect((await me()).language).toBe('de');
    await t.post('/api/member/memberupdate', { ...valid, language: '' }, token);
    expect((await me()).language).toBe('');
  });

  it('refuses a language the portal does not speak, beside the field', async () => {
    const res = await t.post('/api/member/memberupdate', { ...valid, language: 'klingon' }, token);
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('language');
  });

  it("member data carries the cluster's default language and time zone", async () => {
    const m = await me();
    expect(m.clusterLanguage).toMatch(/^(en-GB|fr|de|es|pt-BR|it|nl|pl|af|zu|ar)$/);
    expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: m.clusterTimeZone })).not.toThrow();
  });
});
