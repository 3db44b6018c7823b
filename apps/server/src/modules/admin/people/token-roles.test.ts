import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../../test/support/suite.js';

/** An API token with people:manage edits people, but never their roles (docs/decisions/006). */
const t = appPerFile();

const get = async (memberNumber: string, token = t.admin) =>
  (await t.post('/api/admin/memberget', { memberNumber }, token)).body.member;
const editOf = (m: Record<string, unknown>) => {
  const { divisionName: _d, registered: _r, managerName: _n, balances: _b, erased: _e, ...rest } = m;
  return rest as Record<string, unknown> & { roles: Record<string, boolean> };
};
async function peopleToken(name: string) {
  const made = await t.post('/api/admin/apitokencreate', { name, scopes: ['people:manage'] }, t.admin);
  expect(made.status).toBe(200);
  return made.body as { secret: string; token: { id: number; hint: string } };
}

describe('API tokens and roles', () => {
  it('refuses every role change made with a people:manage token, and changes nothing', async () => {
    const { secret } = await peopleToken('HR sync');
    const before = editOf(await get('100003'));
    expect(before.roles.isProgrammeAdmin).toBe(false);
    for (const role of ['isProgrammeAdmin', 'isManager', 'isAdminReports', 'roleCc', 'roleCa']) {
      const res = await t.post(
        '/api/admin/memberedit',
        { ...before, jobTitle: 'Escalated', roles: { ...before.roles, [role]: !before.roles[role] } },
        secret,
      );
      expect(res.status, role).toBe(403);
      expect(res.body.message).toMatch(/API token/);
    }
    const after = editOf(await get('100003'));
    expect(after).toEqual(before);
    // An admin signed in to the portal still changes roles.
    const bySession = await t.post(
      '/api/admin/memberedit',
      { ...before, roles: { ...before.roles, isManager: !before.roles.isManager } },
      t.admin,
    );
    expect(bySession.status).toBe(200);
  });

  it('lets the token edit details with the roles as they are, and the audit log names the token', async () => {
    const { secret, token } = await peopleToken('Workday feed');
    const before = editOf(await get('100005', secret));
    const res = await t.post('/api/admin/memberedit', { ...before, jobTitle: 'Store lead' }, secret);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ jobTitle: 'Store lead', roles: before.roles });
    const log = await t.post('/api/admin/auditlog', { action: 'people.edit' }, t.admin);
    const entry = log.body.entries[0];
    expect(entry.target).toMatch(/^member 100005 /);
    expect(entry.actor).toContain(`API token ${token.id}`);
    expect(entry.actor).toContain('Workday feed');
    expect(entry.actorMemberNumber).toBe('100008');
    // A change made in the portal names the admin alone.
    await t.post('/api/admin/memberedit', { ...before, jobTitle: 'Store manager' }, t.admin);
    const next = (await t.post('/api/admin/auditlog', { action: 'people.edit' }, t.admin)).body.entries[0];
    expect(next.actor).not.toContain('API token');
  });
});
