import { afterEach, describe, expect, it } from 'vitest';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();
afterEach(() => {
  delete process.env.SLACK_BOT_TOKEN;
  delete process.env.TEAMS_SECURITY_TOKEN;
  delete process.env.TEAMS_WEBHOOK_URL;
});

const run = async (...argv: string[]) => {
  const c = capture();
  const code = await runAdminCommand(t.ctx, argv, c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
};

describe('npm run admin -- chat commands', () => {
  it('sets Slack up with secrets from the environment, audited, and shows only whether they are set', async () => {
    process.env.SLACK_BOT_TOKEN = 'xoxb-cli-secret-token';
    const set = await run(
      'slack-set',
      '--enabled',
      'true',
      '--company-channel',
      'C0CLI',
      '--division-channel',
      'SALES=C0SALES',
    );
    expect(set).toMatchObject({ code: 0, out: 'Saved.' });
    const status = await run('chat-status');
    expect(status.out).toContain('Slack: on, command /shine');
    expect(status.out).toContain('bot token set');
    expect(status.out).toContain('company channel C0CLI; divisions: SALES=C0SALES');
    expect(status.out).toContain('http://localhost:3000/integrations/slack/commands');
    expect(status.out).not.toContain('xoxb-cli-secret-token');
    const log = await t.database.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('action', '=', 'integrations.slack')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.actorLabel).toMatch(/^cli:/);
    expect(JSON.stringify(log)).not.toContain('xoxb-cli-secret-token');
  });

  it('refuses bad input with the same messages as the page', async () => {
    const bad = await run('slack-set', '--company-channel', '#general');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^companyChannel: A Slack channel id/);
  });

  it('sets Teams up and retries a failed post', async () => {
    process.env.TEAMS_SECURITY_TOKEN = Buffer.from('teams token for the cli').toString('base64');
    process.env.TEAMS_WEBHOOK_URL = 'https://example.webhook.office.com/webhookb2/cli';
    expect((await run('teams-set', '--enabled', 'true')).code).toBe(0);
    expect((await run('chat-status')).out).toContain('security token set, company webhook set');
    expect(await run('chat-retry', '999999')).toMatchObject({ code: 1, err: 'Not found.' });
  });

  it('links a member to their Teams user by directory object id, and refuses what is not one', async () => {
    const id = '6c3b3f4e-1a2b-4c5d-8e9f-0a1b2c3d4e5f';
    expect(await run('teams-link', '100001', id)).toMatchObject({ code: 0, out: 'Saved.' });
    const link = await t.database.db.selectFrom('teamsLinks').select('aadObjectId').executeTakeFirst();
    expect(link).toEqual({ aadObjectId: id });
    expect((await run('teams-link', '100001', 'Ana Lopez')).code).toBe(2);
  });
});
