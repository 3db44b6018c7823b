import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/personas.js';
import { recordAdminAction } from '../../audit/audit-log.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

describe('admin audit log and settings', () => {
  it('a settings change is recorded with who, what, when and only the fields that changed', async () => {
    const res = await t.post(
      '/api/admin/settingsupdate',
      { pointsName: 'Stars', birthdayAwardPoints: 150 },
      t.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ pointsName: 'Stars', birthdayAwardPoints: 150 });
    expect((await t.post('/api/admin/settingsget', {}, t.admin)).body.settings.pointsName).toBe('Stars');

    const log = await t.post('/api/admin/auditlog', { action: 'settings.' }, t.admin);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    const [entry] = log.body.entries;
    expect(entry).toMatchObject({
      actorMemberNumber: '100008',
      actor: '100008 Megan Price',
      action: 'settings.update',
      target: 'settings',
      before: { pointsName: t.ctx.config.POINTS_NAME, birthdayAwardPoints: 100 },
      after: { pointsName: 'Stars', birthdayAwardPoints: 150 },
    });
    expect(Object.keys(entry.after).sort()).toEqual(['birthdayAwardPoints', 'pointsName']);
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('the server reads the settings in force: branding, points name in member data', async () => {
    await t.post(
      '/api/admin/settingsupdate',
      { companyName: 'Renamed Ltd', primaryColour: '#123456' },
      t.admin,
    );
    const branding = await t.post('/api/site/branding', {});
    expect(branding.body).toMatchObject({
      companyName: 'Renamed Ltd',
      pointsName: 'Stars',
      primaryColour: '#123456',
    });
    const me = await t.post('/api/member/getmemberdata', {}, t.admin);
    expect(me.body.memberData.pointsName).toBe('Stars');
  });

  it('a change that changes nothing writes no entry; invalid settings are a 400', async () => {
    const before = (await t.post('/api/admin/auditlog', {}, t.admin)).body.total;
    expect((await t.post('/api/admin/settingsupdate', { pointsName: 'Stars' }, t.admin)).status).toBe(200);
    const bad = await t.post(
      '/api/admin/settingsupdate',
      { timeZone: 'Mars/Olympus', primaryColour: 'red' },
      t.admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.formErrors).sort()).toEqual(['primaryColour', 'timeZone']);
    expect((await t.post('/api/admin/auditlog', {}, t.admin)).body.total).toBe(before);
  });

  it('an entry written in a transaction that rolls back is not in the log', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordAdminAction(trx, {
          actor: { memberId: null, label: 'cli:test' },
          action: 'test.rollback',
          target: 'x',
          before: 1,
          after: 2,
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await t.post('/api/admin/auditlog', { action: 'test.' }, t.admin)).body.total).toBe(0);
  });

  it('searches actor and target (wildcards taken literally) and pages newest first', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 3; i++) {
        await recordAdminAction(trx, {
          actor: { memberId: null, label: 'cli:ops' },
          action: 'test.page',
          target: `member 10_00${i}`,
          before: null,
          after: { i },
          at: `2026-01-0${i}T00:00:00.000Z`,
        });
      }
    });
    const page1 = await t.post('/api/admin/auditlog', { action: 'test.page', pageSize: 2 }, t.admin);
    expect(page1.body.total).toBe(3);
    expect(page1.body.entries.map((e: { after: { i: number } }) => e.after.i)).toEqual([3, 2]);
    expect(page1.body.entries[0].actorMemberNumber).toBeNull();
    const page2 = await t.post('/api/admin/auditlog', { action: 'test.page', pageSize: 2, page: 2 }, t.admin);
    expect(page2.body.entries.map((e: { after: { i: number } }) => e.after.i)).toEqual([1]);
    expect((await t.post('/api/admin/auditlog', { search: '10_002' }, t.admin)).body.total).toBe(1);
    expect((await t.post('/api/admin/auditlog', { search: '10%' }, t.admin)).body.total).toBe(0);
    expect((await t.post('/api/admin/auditlog', { search: 'CLI:OPS' }, t.admin)).body.total).toBe(3);
  });

  it('runs the ledger audit on the demo ledger', async () => {
    const res = await t.post('/api/admin/ledgeraudit', {}, t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, problems: [], totalBalance: 0 });
    expect(res.body.transfers).toBeGreaterThan(0);
  });

  it('refuses members who are not programme admins', async () => {
    const token = await sessionFor(t.database, '100003');
    for (const path of ['/api/admin/auditlog', '/api/admin/settingsupdate', '/api/admin/ledgeraudit']) {
      expect((await t.post(path, {}, token)).status).toBe(403);
    }
  });
});
