import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor } from '../../../../test/personas.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { scimClient, type ScimAnswer, type ScimClient } from './scim.testing.js';

/**
 * SCIM takes the API's text rules (no NUL, no bidirectional controls, no lone surrogates) and
 * one member per e-mail address, answering in SCIM's error format, never a 500.
 */
const t = appPerFile();
let scim: ScimClient;
beforeAll(async () => {
  scim = scimClient(t, (await apiTokenFor(t.database, ['scim'])).secret);
});

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const user = (n: string, extra: Record<string, unknown> = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: `rules.${n}@idp.example`,
  name: { givenName: 'Rita', familyName: `Rules${n}` },
  emails: [{ primary: true, type: 'work', value: `rules.${n}@idp.example` }],
  active: true,
  ...extra,
});
function expectScimError(res: ScimAnswer, status: number, scimType?: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toContain('application/scim+json');
  expect(res.body).toMatchObject({ schemas: [ERROR], status: String(status), detail: expect.any(String) });
  if (scimType) expect(res.body.scimType).toBe(scimType);
}
const membersNamed = (surname: string) =>
  t.database.db.selectFrom('members').select('id').where('surname', 'like', `${surname}%`).execute();

describe('SCIM text rules', () => {
  it('refuses NUL, bidirectional controls and lone surrogates in a user, and stores nothing', async () => {
    const hostile = [
      user('a', { name: { givenName: 'Ri\u0000ta', familyName: 'RulesA' } }),
      user('b', { name: { givenName: 'Rita', familyName: 'RulesB\u202Egnp.exe' } }),
      user('c', { title: 'Lead \u2066isolate\u2069' }),
      user('d', { userName: 'lone\uD800@idp.example' }),
      { ...user('e'), ['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User\u0000']: {} },
    ];
    for (const body of hostile) {
      const res = await scim.post('/Users', body);
      expectScimError(res, 400, 'invalidValue');
    }
    expect(await membersNamed('Rules')).toEqual([]);
    const ok = await scim.post('/Users', user('ok'));
    expect(ok.status).toBe(201);
    const patch = await scim.patch(`/Users/${ok.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'name.familyName', value: 'Evil\u202E' }],
    });
    expectScimError(patch, 400, 'invalidValue');
    const put = await scim.put(`/Users/${ok.body.id}`, user('ok', { title: 'x\u0000' }));
    expectScimError(put, 400, 'invalidValue');
    const group = await scim.post('/Groups', { displayName: 'Sales\u202E' });
    expectScimError(group, 400, 'invalidValue');
    expect((await scim.get(`/Users/${ok.body.id}`)).body.name.familyName).toBe('Rulesok');
  });

  it('refuses forbidden characters in a filter, a path or a query with a 400, not a database error', async () => {
    for (const filter of ['userName eq "a\u0000b"', 'userName eq "a\u202Eb"', 'externalId eq "\u0000"']) {
      const res = await scim.get(`/Users?filter=${encodeURIComponent(filter)}`);
      expectScimError(res, 400, 'invalidFilter');
    }
    expectScimError(await scim.get(`/Groups?filter=${encodeURIComponent('displayName eq "x\u0000"')}`), 400);
    expectScimError(await scim.get('/Groups/%00'), 400);
    expectScimError(await scim.get('/Users/1%E2%80%AE'), 400);
    expectScimError(await scim.get('/Users?startIndex=%00'), 400);
  });
});

describe('SCIM e-mail addresses', () => {
  it('are one member’s: a create or change to another member’s address is a 409', async () => {
    const taken = await t.database.db
      .selectFrom('members')
      .select(['email'])
      .where('memberNumber', '=', '100001')
      .executeTakeFirstOrThrow();
    expect(taken.email).not.toBe('');
    const dup = await scim.post(
      '/Users',
      user('dup', { emails: [{ primary: true, type: 'work', value: taken.email.toUpperCase() }] }),
    );
    expectScimError(dup, 409, 'uniqueness');
    expect(await membersNamed('Rulesdup')).toEqual([]);

    const mine = await scim.post('/Users', user('mine'));
    expect(mine.status).toBe(201);
    // The member's own address again, in another case, is not a clash.
    const same = await scim.put(
      `/Users/${mine.body.id}`,
      user('mine', { emails: [{ primary: true, type: 'work', value: 'RULES.mine@idp.example' }] }),
    );
    expect(same.status).toBe(200);
    const moved = await scim.patch(`/Users/${mine.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'emails[type eq "work"].value', value: taken.email }],
    });
    expectScimError(moved, 409, 'uniqueness');
    expect((await scim.get(`/Users/${mine.body.id}`)).body.emails[0].value).toBe('RULES.mine@idp.example');
  });
});
