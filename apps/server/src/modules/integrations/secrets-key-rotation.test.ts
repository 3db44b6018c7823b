import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin/run.js';
import { vapidKeys } from '../push/index.js';
import { appPerFile } from '../../../test/support/suite.js';
import { openingKeys, openStoredSecret } from '../../lib/secret-box.js';

/**
 * Key rotation (docs/configuration.md): secrets sealed under a key generated into the database
 * (before SECRETS_KEY was set) or under an older SECRETS_KEY still open while that key is given;
 * `npm run admin -- secrets-reseal` seals them all under SECRETS_KEY and deletes the generated
 * key, after which the old keys can go.
 */
const t = appPerFile({ env: { PUSH_ENABLED: 'true' } });
const FIRST = '11'.repeat(32);
const SECOND = '22'.repeat(32);

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l), progress: () => {} },
  };
};
const withKeys = (SECRETS_KEY: string, SECRETS_KEY_PREVIOUS = '') => ({
  ...t.ctx,
  config: { ...t.ctx.config, SECRETS_KEY, SECRETS_KEY_PREVIOUS },
});
/** Slack's stored secrets, opened with the keys the configuration gives. */
const botToken = async (config: typeof t.ctx.config) => {
  const row = await t.database.db
    .selectFrom('chatIntegrations')
    .select('secretsSealed')
    .where('provider', '=', 'slack')
    .executeTakeFirstOrThrow();
  return (
    JSON.parse(await openStoredSecret(t.database.db, config, row.secretsSealed)) as { botToken?: string }
  ).botToken;
};
const sealed = async () => {
  const hook = await t.database.db
    .selectFrom('webhookEndpoints')
    .select('secretSealed')
    .executeTakeFirstOrThrow();
  return hook.secretSealed;
};

describe('rotating SECRETS_KEY', () => {
  it('moves secrets from a generated key to SECRETS_KEY, then to a new SECRETS_KEY', async () => {
    const created = await t.post(
      '/api/admin/webhookcreate',
      { name: 'Feed', url: 'https://hooks.example.com/feed', events: ['recognition.created'] },
      t.admin,
    );
    expect(created.status).toBe(200);
    const secret: string = created.body.secret;
    expect(
      (
        await t.post(
          '/api/admin/slacksave',
          { enabled: false, commandName: '/shine', botToken: 'xoxb-rotate-1' },
          t.admin,
        )
      ).status,
    ).toBe(200);
    const pair = await vapidKeys(t.database.db, t.ctx.config);

    // SECRETS_KEY set: what the generated key sealed still opens until resealed.
    const first = withKeys(FIRST);
    expect(await openStoredSecret(t.database.db, first.config, await sealed())).toBe(secret);
    const c = capture();
    expect(await runAdminCommand(first, ['secrets-reseal'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/Resealed 1 webhook secrets, 1 chat integrations and the VAPID key/);
    expect(
      await t.database.db.selectFrom('settings').select('key').where('key', '=', 'secrets-key').execute(),
    ).toEqual([]);
    expect(await openingKeys(t.database.db, first.config)).toHaveLength(1);
    expect(await openStoredSecret(t.database.db, first.config, await sealed())).toBe(secret);
    expect(await botToken(first.config)).toBe('xoxb-rotate-1');
    const vapid = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'push.vapid')
      .executeTakeFirstOrThrow();
    expect(vapid.value).not.toContain(pair!.privateKey);

    // A new key, the old one given as previous: still opens; resealed, the old one can go.
    const both = withKeys(SECOND, FIRST);
    expect(await openStoredSecret(t.database.db, both.config, await sealed())).toBe(secret);
    expect(await runAdminCommand(both, ['secrets-reseal'], capture().io)).toBe(0);
    const second = withKeys(SECOND);
    expect(await openStoredSecret(t.database.db, second.config, await sealed())).toBe(secret);
    expect(await botToken(second.config)).toBe('xoxb-rotate-1');
    await expect(openStoredSecret(t.database.db, first.config, await sealed())).rejects.toThrow(
      /SECRETS_KEY_PREVIOUS/,
    );
  });

  it('refuses to reseal without SECRETS_KEY', async () => {
    const c = capture();
    expect(await runAdminCommand(t.ctx, ['secrets-reseal'], c.io)).toBe(1);
    expect(c.err.join('\n')).toMatch(/Set SECRETS_KEY first/);
  });
});
