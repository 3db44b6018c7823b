import { describe, expect, it } from 'vitest';
import { SECRETS_MESSAGES } from '@portal/contract';
import { vapidKeys } from '../push/index.js';
import { appPerFile } from '../../../test/support/suite.js';
import { secretsStartWarning } from '../../lib/secret-box.js';

/**
 * In production without SECRETS_KEY the key that seals stored secrets could only be kept in the
 * database beside them, so a backup would give both away: no integration secret is stored, the
 * admin pages and the start say why, and push is off unless its keys come from the environment.
 */
const t = appPerFile({ env: { NODE_ENV: 'production', PUSH_ENABLED: 'true' } });

const storedKeys = async () =>
  (await t.database.db.selectFrom('settings').select('key').execute()).map((s) => s.key);

describe('production without SECRETS_KEY', () => {
  it('refuses to store a webhook signing secret or a Slack or Teams secret, with the reason', async () => {
    const created = await t.post(
      '/api/admin/webhookcreate',
      { name: 'Feed', url: 'https://hooks.example.com/feed', events: ['recognition.created'] },
      t.admin,
    );
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(SECRETS_MESSAGES.keyMissing);
    expect(await t.database.db.selectFrom('webhookEndpoints').select('id').execute()).toEqual([]);

    const slack = await t.post(
      '/api/admin/slacksave',
      { enabled: true, commandName: '/shine', botToken: 'xoxb-1-2-3-production' },
      t.admin,
    );
    expect(slack.status).toBe(409);
    expect(slack.body.message).toBe(SECRETS_MESSAGES.keyMissing);
    expect(
      (await t.database.db.selectFrom('chatIntegrations').select('secretsSealed').execute()).filter(
        (c) => c.secretsSealed !== '',
      ),
    ).toEqual([]);
    // Settings without a secret are still saved.
    const plain = await t.post(
      '/api/admin/slacksave',
      { enabled: false, commandName: '/shine', companyChannel: 'CCOMPANY' },
      t.admin,
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    // Nothing generated a key into the database on the way.
    expect(await storedKeys()).not.toContain('secrets-key');
  });

  it('the admin pages and the start say so', async () => {
    const chat = await t.post('/api/admin/chatintegrations', {}, t.admin);
    expect(chat.body.secretsKeyMissing).toBe(true);
    const hooks = await t.post('/api/admin/webhooks', {}, t.admin);
    expect(hooks.body.secretsKeyMissing).toBe(true);
    expect(secretsStartWarning(t.ctx.config)).toContain(SECRETS_MESSAGES.keyMissing);
    expect(secretsStartWarning(t.ctx.config)).toMatch(/Push notifications are off/);
    expect(secretsStartWarning({ ...t.ctx.config, SECRETS_KEY: 'ab'.repeat(32) })).toBeNull();
  });

  it('no VAPID private key is generated into the database; push is off until a key is given', async () => {
    expect(await vapidKeys(t.database.db, t.ctx.config)).toBeNull();
    expect(await storedKeys()).not.toContain('push.vapid');
    expect((await t.post('/api/push/pushkey', {}, t.admin)).body).toMatchObject({ available: false });
  });

  it('with SECRETS_KEY set, secrets are stored sealed under it and the database holds no key', async () => {
    const key = 'cd'.repeat(32);
    const config = { ...t.ctx.config, SECRETS_KEY: key };
    const pair = await vapidKeys(t.database.db, config);
    expect(pair?.privateKey).toMatch(/^[\w-]{43}$/);
    const stored = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'push.vapid')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain(pair!.privateKey);
    expect(JSON.parse(stored.value)).toHaveProperty('privateKeySealed');
    expect(await storedKeys()).not.toContain('secrets-key');
  });
});
