import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor, sessionFor } from '../../../../test/personas.js';
import { scimClient, type ScimClient } from './scim.testing.js';
import { appPerFile } from '../../../../test/support/suite.js';

/**
 * The requests Microsoft Entra ID's provisioning service sends (its documented SCIM examples
 * and validator payloads): look up by userName, create with the enterprise extension, PATCH
 * with Capitalised ops, filtered email paths, path-less value objects and "False" strings.
 */
const t = appPerFile();
let scim: ScimClient;
beforeAll(async () => {
  scim = scimClient(t, (await apiTokenFor(t.database, ['scim'])).secret);
});

const entraUser = (n: string, extra: Record<string, unknown> = {}) => ({
  schemas: [
    'urn:ietf:params:scim:schemas:core:2.0:User',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  ],
  externalId: `0a21f0f2-8d2a-4f8e-bf98-7363c4aed4e${n}`,
  userName: `Test_User_${n}@testuser.com`,
  active: true,
  emails: [{ primary: true, type: 'work', value: `Test_User_${n}@testuser.com` }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  ...extra,
});

describe('SCIM with Microsoft Entra ID', () => {
  it('finds nobody, creates the user, then finds them by userName and externalId', async () => {
    const before = await scim.get(
      `/Users?filter=${encodeURIComponent('userName eq "Test_User_1@testuser.com"')}`,
    );
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect(before.headers['content-type']).toContain('application/scim+json');

    const created = await scim.post('/Users', entraUser('1'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName: 'test_user_1@testuser.com',
      active: true,
      name: { givenName: 'givenName', familyName: 'familyName' },
      emails: [{ value: 'Test_User_1@testuser.com', primary: true }],
    });
    expect(created.headers.location).toMatch(/\/scim\/v2\/Users\/\d+$/);
    const member = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', Number(created.body.id))
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      surname: 'familyName',
      email: 'Test_User_1@testuser.com',
      employmentStatus: 'active',
    });

    const byName = await scim.get(
      `/Users?filter=${encodeURIComponent('userName eq "Test_User_1@testuser.com"')}`,
    );
    expect(byName.body.Resources.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    const byExternal = await scim.get(
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4e1"')}`,
    );
    expect(byExternal.body.totalResults).toBe(1);

    const again = await scim.post('/Users', entraUser('1'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });
  });

  it('applies Entra’s PATCH: Replace with filtered paths, path-less values and dotted keys', async () => {
    const { body: u } = await scim.post('/Users', entraUser('2'));
    const res = await scim.patch(`/Users/${u.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', value: { 'name.givenName': 'Updated', title: 'Buyer' } },
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Sales-Field',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: { givenName: 'Updated', familyName: 'updatedFamilyName' },
      emails: [{ value: 'updatedEmail@microsoft.com' }],
      title: 'Buyer',
    });
    const m = await t.database.db
      .selectFrom('members as m')
      .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
      .select(['m.email', 'm.surname', 'm.legalFirstname', 'm.jobTitle', 'd.name'])
      .where('m.id', '=', Number(u.id))
      .executeTakeFirstOrThrow();
    expect(m).toEqual({
      email: 'updatedEmail@microsoft.com',
      surname: 'updatedFamilyName',
      legalFirstname: 'Updated',
      jobTitle: 'Buyer',
      name: 'Sales-Field',
    });
  });

  it('sets the member’s language from preferredLanguage, as the portal spells it', async () => {
    const created = await scim.post('/Users', entraUser('7', { preferredLanguage: 'fr-FR' }));
    expect(created.status).toBe(201);
    expect(created.body.preferredLanguage).toBe('fr');
    const language = async () =>
      (
        await t.database.db
          .selectFrom('members')
          .select('language')
          .where('id', '=', Number(created.body.id))
          .executeTakeFirstOrThrow()
      ).language;
    expect(await language()).toBe('fr');
    const patch = (value: string) =>
      scim.patch(`/Users/${created.body.id}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'Replace', path: 'preferredLanguage', value }],
      });
    expect((await patch('ar-AE')).body.preferredLanguage).toBe('ar');
    // A language the portal does not speak leaves the member's as it was.
    expect((await patch('ja-JP')).status).toBe(200);
    expect(await language()).toBe('ar');
  });

  it('deactivates with the string "False" as a leaver whose sessions end at once', async () => {
    const { body: u } = await scim.post('/Users', entraUser('3'));
    await t.database.db
      .updateTable('members')
      .set({ registeredAt: new Date().toISOString() })
      .where('id', '=', Number(u.id))
      .execute();
    const memberNumber = u['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'].employeeNumber;
    const session = await sessionFor(t.database, memberNumber);
    expect((await t.post('/api/member/getmemberdata', {}, session)).status).toBe(200);

    const res = await scim.patch(`/Users/${u.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await t.post('/api/member/getmemberdata', {}, session)).status).toBe(401);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('memberId', '=', Number(u.id))
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);

    // Path-less { active: "True" } brings them back, as the HR file would.
    const back = await scim.patch(`/Users/${u.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: 'True' } }],
    });
    expect(back.body.active).toBe(true);
  });

  it('maps groups to divisions: filter by displayName, add a member, rename', async () => {
    const { body: u } = await scim.post('/Users', entraUser('4'));
    const groups = await scim.get(
      `/Groups?filter=${encodeURIComponent('displayName eq "Sales-Field"')}&excludedAttributes=members`,
    );
    expect(groups.body.totalResults).toBe(1);
    const group = groups.body.Resources[0];
    const created = await scim.post('/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'Retail Innovation',
      meta: { resourceType: 'Group' },
    });
    expect(created.status).toBe(201);
    const patched = await scim.patch(`/Groups/${created.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Add', path: 'members', value: [{ value: u.id }] },
        { op: 'Replace', path: 'displayName', value: 'Retail Innovation Lab' },
      ],
    });
    expect(patched.status).toBe(204);
    const after = await scim.get(`/Groups/${created.body.id}`);
    expect(after.body.displayName).toBe('Retail Innovation Lab');
    expect(after.body.members.map((m: { value: string }) => m.value)).toEqual([u.id]);
    expect((await scim.get(`/Users/${u.id}`)).body.groups[0].value).toBe(created.body.id);
    expect(group.id).toEqual(expect.any(String));
    expect((await scim.post('/Groups', { displayName: 'Retail Innovation Lab' })).status).toBe(409);
  });
});
