import { describe, expect, it } from 'vitest';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const run = async (...argv: string[]) => {
  const c = capture();
  const code = await runAdminCommand(t.ctx, argv, c.io);
  return { code, ...c };
};

describe('npm run admin: integrations', () => {
  it('creates a token (shown once) as the --as admin, lists it, and revokes it', async () => {
    expect((await run('token-create', 'Payroll', '--scope', 'reports:read')).code).toBe(2);
    const made = await run(
      'token-create',
      'Payroll',
      '--scope',
      'reports:read',
      '--scope',
      'scim',
      '--as',
      '100008',
    );
    expect(made.code).toBe(0);
    const secret = made.out.find((l) => l.startsWith('shn_'))!;
    expect(secret).toMatch(/^shn_/);
    expect((await t.post('/api/report/managerbalances', {}, secret)).status).toBe(200);
    const listed = await run('token-list');
    expect(listed.out.join('\n')).toContain('Payroll [reports:read, scim] active');
    expect(listed.out.join('\n')).not.toContain(secret);
    const id = /#(\d+)/.exec(made.out[0]!)![1]!;
    expect((await run('token-uses', id)).out.at(-1)).toBe('1 uses');
    expect((await run('token-revoke', id)).code).toBe(0);
    expect((await t.post('/api/report/managerbalances', {}, secret)).status).toBe(401);
    expect((await run('scim-info')).out[0]).toContain('/scim/v2');
  });

  it('adds a webhook endpoint, switches it off and lists its deliveries', async () => {
    const bad = await run('webhook-add', 'Warehouse', '--url', 'not a url', '--event', 'order.placed');
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain('url');
    const added = await run(
      'webhook-add',
      'Warehouse',
      '--url',
      'https://hooks.example.com/portal',
      '--event',
      'order.placed',
      '--event',
      'order.refunded',
    );
    expect(added.code).toBe(0);
    expect(added.out.find((l) => l.startsWith('whsec_'))).toBeDefined();
    const id = /#(\d+)/.exec(added.out[0]!)![1]!;
    expect((await run('webhook-update', id, '--off')).out[0]).toContain(
      ' off [order.placed, order.refunded]',
    );
    expect((await run('webhook-deliveries', id)).out.at(-1)).toBe('0 deliveries');
    const audit = await t.database.db
      .selectFrom('adminAuditLog')
      .select('action')
      .where('action', 'like', 'integrations.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'integrations.token-create',
        'integrations.webhook-create',
        'integrations.webhook-update',
      ]),
    );
  });
});
