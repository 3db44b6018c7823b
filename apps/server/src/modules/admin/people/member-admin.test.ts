import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();

const get = async (memberNumber: string) =>
  (await t.post('/api/admin/memberget', { memberNumber }, t.admin)).body.member;
const editOf = (m: Record<string, unknown>) => {
  const { divisionName: _d, registered: _r, managerName: _n, balances: _b, ...rest } = m;
  return rest;
};

describe('member administration', () => {
  it('finds members by number prefix, name or e-mail, and by status', async () => {
    const byNumber = await t.post('/api/admin/membersearch', { query: '10000' }, t.admin);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.members.map((m: { memberNumber: string }) => m.memberNumber)).toContain('100008');
    const byName = await t.post('/api/admin/membersearch', { query: 'megan price' }, t.admin);
    expect(byName.body.members[0]).toMatchObject({
      memberNumber: '100008',
      registered: true,
      roles: { isProgrammeAdmin: true },
    });
    const wildcard = await t.post('/api/admin/membersearch', { query: '%' }, t.admin);
    expect(wildcard.body.total).toBe(0);
    const leavers = await t.post('/api/admin/membersearch', { status: 'leaver' }, t.admin);
    expect(leavers.body.total).toBe(0);
  });

  it('changes roles and details, recorded with only what changed', async () => {
    const before = await get('100001');
    expect(before.roles.isManager).toBe(false);
    const res = await t.post(
      '/api/admin/memberedit',
      { ...editOf(before), roles: { ...before.roles, isManager: true, roleCc: true } },
      t.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.member.roles).toMatchObject({ isManager: true, roleCc: true });
    const log = await t.post('/api/admin/auditlog', { action: 'people.' }, t.admin);
    expect(log.body.entries[0]).toMatchObject({
      action: 'people.roles',
      target: expect.stringMatching(/^member 100001 /),
      before: { roles: { isManager: false, roleCc: false } },
      after: { roles: { isManager: true, roleCc: true } },
    });
    const moved = await t.post(
      '/api/admin/memberedit',
      { ...editOf(res.body.member), divisionCode: 'FIN-GB', jobTitle: 'Analyst' },
      t.admin,
    );
    expect(moved.body.member).toMatchObject({
      divisionCode: 'FIN-GB',
      divisionName: 'Finance',
      jobTitle: 'Analyst',
    });
    const log2 = await t.post('/api/admin/auditlog', { action: 'people.edit' }, t.admin);
    expect(Object.keys(log2.body.entries[0].after).sort()).toEqual(['divisionCode', 'jobTitle']);
    // The member's new role takes effect on their next call.
    const hannah = await sessionFor(t.database, '100001');
    expect((await t.post('/api/report/managementstatement', {}, hannah)).status).toBe(200);
  });

  it('refuses an unknown division or manager, half a birthday, and an admin demoting or disabling themselves', async () => {
    const m = editOf(await get('100002'));
    expect(
      (await t.post('/api/admin/memberedit', { ...m, divisionCode: 'NOPE' }, t.admin)).body.formErrors,
    ).toEqual({ divisionCode: 'Unknown division' });
    expect((await t.post('/api/admin/memberedit', { ...m, managerNumber: '999999' }, t.admin)).status).toBe(
      400,
    );
    expect((await t.post('/api/admin/memberedit', { ...m, managerNumber: '100002' }, t.admin)).status).toBe(
      400,
    );
    expect((await t.post('/api/admin/memberedit', { ...m, dobDd: '4', dobMm: '' }, t.admin)).status).toBe(
      400,
    );
    const me = editOf(await get('100008')) as { roles: Record<string, boolean> };
    const demote = await t.post(
      '/api/admin/memberedit',
      { ...me, roles: { ...me.roles, isProgrammeAdmin: false } },
      t.admin,
    );
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('You cannot remove your own programme admin role.');
    expect(
      (await t.post('/api/admin/memberedit', { ...me, employmentStatus: 'leaver' }, t.admin)).status,
    ).toBe(400);
    expect((await t.post('/api/admin/memberget', { memberNumber: '999999' }, t.admin)).status).toBe(404);
  });

  it('a member marked as a leaver loses their sessions at once', async () => {
    const token = await sessionFor(t.database, '100004');
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(200);
    const m = editOf(await get('100004'));
    expect(
      (await t.post('/api/admin/memberedit', { ...m, employmentStatus: 'leaver' }, t.admin)).status,
    ).toBe(200);
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(401);
    expect(
      (await t.post('/api/admin/membersearch', { status: 'leaver' }, t.admin)).body.members[0].memberNumber,
    ).toBe('100004');
  });

  it('invites an unregistered member by e-mail through the outbox, and no one else', async () => {
    const unregistered = await t.database.db
      .selectFrom('members')
      .select(['memberNumber', 'email'])
      .where('registeredAt', 'is', null)
      .where('email', '<>', '')
      .where('employmentStatus', '=', 'active')
      .orderBy('memberNumber')
      .executeTakeFirstOrThrow();
    const res = await t.post('/api/admin/memberinvite', { memberNumber: unregistered.memberNumber }, t.admin);
    expect(res.status).toBe(200);
    const mail = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('template', '=', 'registration-invitation')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', recipient: unregistered.email, status: 'pending' });
    expect(mail.bodyText).toContain(unregistered.memberNumber);
    const registered = await t.post('/api/admin/memberinvite', { memberNumber: '100001' }, t.admin);
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe('This member has already registered.');
    expect((await t.post('/api/admin/auditlog', { action: 'people.invite' }, t.admin)).body.total).toBe(1);
  });
});
