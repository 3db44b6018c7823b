import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor, sessionFor } from '../../../../test/personas.js';
import { HR_TEMPLATE_HEADER, parseHrFile } from '../../admin/index.js';
import { applyImport } from '../../admin/index.js';
import { scimClient, type ScimClient } from './scim.testing.js';
import { appPerFile } from '../../../../test/support/suite.js';

/**
 * The requests Okta sends (its SCIM 2.0 guide): create with password and locale, PUT of the
 * whole user for every profile change, path-less PATCH { active: false } to deactivate, and
 * group push. Also the protocol's edges: discovery, paging, errors and authorisation, and the
 * HR file and SCIM updating each other's members.
 */
const t = appPerFile();
let scim: ScimClient;
beforeAll(async () => {
  scim = scimClient(t, (await apiTokenFor(t.database, ['scim'])).secret);
});

const oktaUser = (n: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: `test.user${n}@okta.local`,
  name: { givenName: 'Test', familyName: 'User' },
  emails: [{ primary: true, value: `test.user${n}@okta.local`, type: 'work' }],
  displayName: 'Test User',
  locale: 'en-US',
  externalId: `00ujl29u0le5T6Aj10h${n}`,
  groups: [],
  password: '1mz050nq',
  active: true,
});

async function hrImport(csvRows: string[]) {
  const file = await parseHrFile([HR_TEMPLATE_HEADER, ...csvRows].join('\n'));
  expect(file.errors).toEqual([]);
  await t.database.db.transaction().execute((trx) =>
    applyImport(trx, t.ctx, { memberId: null, label: 'test' }, file, {
      fileName: 'hr.csv',
      importId: `hr-${Date.now()}`,
    }),
  );
}

describe('SCIM with Okta', () => {
  it('creates, replaces with PUT and deactivates with a path-less PATCH', async () => {
    const look = await scim.get(
      `/Users?filter=${encodeURIComponent('userName eq "test.user1@okta.local"')}&startIndex=1&count=100`,
    );
    expect(look.body.totalResults).toBe(0);
    const created = await scim.post('/Users', oktaUser('1'));
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    const id = created.body.id;

    const put = await scim.put(`/Users/${id}`, {
      ...oktaUser('1'),
      id,
      name: { givenName: 'Test', familyName: 'Renamed' },
      emails: [{ primary: true, value: 'renamed@okta.local', type: 'work' }],
      meta: { resourceType: 'User' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: { familyName: 'Renamed' },
      emails: [{ value: 'renamed@okta.local' }],
    });

    const off = await scim.patch(`/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const m = await t.database.db
      .selectFrom('members')
      .select('employmentStatus')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(m.employmentStatus).toBe('leaver');
    const audit = await t.database.db
      .selectFrom('adminAuditLog')
      .select(['action', 'actorLabel', 'target'])
      .where('target', 'like', '%test.user1@okta.local%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['people.import', 'people.import', 'people.import']);
    expect(audit[0]!.actorLabel).toMatch(/^SCIM \(API token \d+\)$/);
  });

  it('pushes a group and its members, renames it path-less, and accepts a member removal', async () => {
    const { body: u } = await scim.post('/Users', oktaUser('2'));
    const g = await scim.post('/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Test SCIMv2',
      members: [],
    });
    expect(g.status).toBe(201);
    const ops = (Operations: unknown[]) => ({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations,
    });
    expect(
      (
        await scim.patch(
          `/Groups/${g.body.id}`,
          ops([{ op: 'replace', value: { id: g.body.id, displayName: 'Test SCIMv2 renamed' } }]),
        )
      ).status,
    ).toBe(204);
    await scim.patch(
      `/Groups/${g.body.id}`,
      ops([{ op: 'add', path: 'members', value: [{ value: u.id, display: u.userName }] }]),
    );
    expect((await scim.get(`/Groups/${g.body.id}`)).body).toMatchObject({
      displayName: 'Test SCIMv2 renamed',
      members: [{ value: u.id }],
    });
    const removed = await scim.patch(
      `/Groups/${g.body.id}`,
      ops([{ op: 'remove', path: `members[value eq "${u.id}"]` }]),
    );
    expect(removed.status).toBe(204);
    expect((await scim.delete(`/Groups/${g.body.id}`)).body.scimType).toBe('mutability');
  });
});

describe('SCIM and the HR file agree', () => {
  it('a member the HR file made is found by e-mail, claimed by employeeNumber and updated by SCIM', async () => {
    await hrImport([
      'HR-7001,Ada,Lovelace,ada.lovelace@lumierebeauty.example,,Sales-Field,,,,,,active,Analyst',
    ]);
    const found = await scim.get(
      `/Users?filter=${encodeURIComponent('userName eq "Ada.Lovelace@lumierebeauty.example"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    const created = await scim.post('/Users', {
      ...oktaUser('7'),
      userName: 'ada@idp.example',
      name: { givenName: 'Ada', familyName: 'King' },
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { employeeNumber: 'HR-7001' },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(found.body.Resources[0].id);
    const m = await t.database.db
      .selectFrom('members')
      .select(['surname', 'memberNumber'])
      .where('id', '=', Number(created.body.id))
      .executeTakeFirstOrThrow();
    expect(m).toEqual({ surname: 'King', memberNumber: 'HR-7001' });
  });

  it('a member SCIM made is updated and made a leaver by the HR file', async () => {
    const { body: u } = await scim.post('/Users', {
      ...oktaUser('8'),
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': {
        employeeNumber: 'HR-7002',
        division: 'Sales-Field',
      },
    });
    await hrImport(['HR-7002,Test,Hopper,,,Sales-Field,,,,,,active,Engineer']);
    expect((await scim.get(`/Users/${u.id}`)).body).toMatchObject({
      name: { familyName: 'Hopper' },
      title: 'Engineer',
      active: true,
    });
    await hrImport(['HR-7002,Test,Hopper,,,Sales-Field,,,,,,leaver,Engineer']);
    expect((await scim.get(`/Users/${u.id}`)).body.active).toBe(false);
  });
});

describe('SCIM protocol', () => {
  it('answers discovery: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const sp = await scim.get('/ServiceProviderConfig');
    expect(sp.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim.get('/ResourceTypes');
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    const schemas = await scim.get('/Schemas');
    expect(schemas.body.Resources.map((r: { id: string }) => r.id)).toContain(
      'urn:ietf:params:scim:schemas:core:2.0:User',
    );
    expect((await scim.get('/Schemas/urn:ietf:params:scim:schemas:core:2.0:Group')).status).toBe(200);
  });

  it('pages with startIndex and count', async () => {
    const all = await scim.get('/Users?count=0');
    expect(all.body.Resources).toEqual([]);
    expect(all.body.totalResults).toBeGreaterThan(10);
    const p1 = await scim.get('/Users?startIndex=1&count=3');
    const p2 = await scim.get('/Users?startIndex=4&count=3');
    expect(p1.body).toMatchObject({ startIndex: 1, itemsPerPage: 3, totalResults: all.body.totalResults });
    expect(p2.body.startIndex).toBe(4);
    const ids = [...p1.body.Resources, ...p2.body.Resources].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('answers errors in the SCIM format', async () => {
    const bad = await scim.get(`/Users?filter=${encodeURIComponent('name.familyName co "x"')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: await bearer(['scim']), 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ scimType: 'invalidSyntax' });
    expect((await scim.get('/Users/99999999')).body).toMatchObject({ status: '404' });
    const noName = await scim.post('/Users', { ...oktaUser('9'), name: { givenName: 'Only' } });
    expect(noName.status).toBe(400);
    expect(noName.body.scimType).toBe('invalidValue');
  });

  it('refuses a missing, wrong, revoked or session token with 401 and an unscoped token with 403', async () => {
    const member = await sessionFor(t.database, '100008');
    const revoked = await apiTokenFor(t.database, ['scim']);
    await t.database.db
      .updateTable('apiTokens')
      .set({ revokedAt: new Date().toISOString() })
      .where('id', '=', revoked.id)
      .execute();
    for (const token of [null, 'shn_notarealtokenatallxxxxxxxxxxxxx', member, revoked.secret]) {
      const res = await scimClient(t, token).get('/Users');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
      });
    }
    const unscoped = await apiTokenFor(t.database, ['reports:read', 'people:manage']);
    const res = await scimClient(t, unscoped.secret).post('/Users', oktaUser('x'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: '403' });
  });
});

async function bearer(scopes: Parameters<typeof apiTokenFor>[1]) {
  return `Bearer ${(await apiTokenFor(t.database, scopes)).secret}`;
}
