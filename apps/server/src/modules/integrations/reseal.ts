import type { AppContext } from '../../http/context.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { RESEAL_TEXTS } from '../../i18n/index.js';
import { conflict } from '../../lib/errors.js';
import { resealChatSecrets, sealedChatSecrets } from '../chat/index.js';
import { dropStoredKey, openStoredSecret, sealSecret, sealingKey } from '../../lib/secret-box.js';

const VAPID_SETTING = 'push.vapid';

/**
 * Key rotation's second step: every stored secret (webhook signing secrets, Slack and Teams
 * secrets, a generated VAPID private key) is opened with whichever key sealed it (SECRETS_KEY,
 * SECRETS_KEY_PREVIOUS or a key generated into the database before SECRETS_KEY was set) and
 * sealed again under SECRETS_KEY; then the generated key is deleted, so the database holds no
 * key at all. Rows are read first and written in one transaction; running it twice is harmless.
 */
export async function resealSecrets(
  ctx: AppContext,
  actor: AdminActor,
): Promise<{ webhooks: number; chat: number; vapid: boolean }> {
  if (!ctx.config.SECRETS_KEY) throw conflict(RESEAL_TEXTS.noKey);
  const db = ctx.database.db;
  const key = await sealingKey(db, ctx.config);
  const open = (sealed: string) => openStoredSecret(db, ctx.config, sealed);
  const endpoints = await db.selectFrom('webhookEndpoints').select(['id', 'secretSealed']).execute();
  const webhooks = await Promise.all(
    endpoints.map(async (e) => ({ ...e, next: sealSecret(key, await open(e.secretSealed)) })),
  );
  const chatRows = await sealedChatSecrets(db);
  const chat = await Promise.all(
    chatRows.map(async (c) => ({ ...c, next: sealSecret(key, await open(c.secretsSealed)) })),
  );
  const vapidRow = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', VAPID_SETTING)
    .executeTakeFirst();
  let vapid: string | null = null;
  if (vapidRow) {
    const stored = JSON.parse(vapidRow.value) as {
      publicKey: string;
      privateKey?: string;
      privateKeySealed?: string;
    };
    const privateKey = stored.privateKeySealed
      ? await open(stored.privateKeySealed)
      : (stored.privateKey ?? '');
    vapid = JSON.stringify({ publicKey: stored.publicKey, privateKeySealed: sealSecret(key, privateKey) });
  }
  const at = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const w of webhooks)
      await trx
        .updateTable('webhookEndpoints')
        .set({ secretSealed: w.next })
        .where('id', '=', w.id)
        .where('secretSealed', '=', w.secretSealed)
        .execute();
    await resealChatSecrets(trx, chat);
    if (vapid && vapidRow)
      await trx
        .updateTable('settings')
        .set({ value: vapid })
        .where('key', '=', VAPID_SETTING)
        .where('value', '=', vapidRow.value)
        .execute();
    await dropStoredKey(trx);
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.reseal',
      target: 'stored secrets',
      before: null,
      after: { webhooks: webhooks.length, chat: chat.length, vapid: vapid !== null },
      at,
    });
  });
  return { webhooks: webhooks.length, chat: chat.length, vapid: vapid !== null };
}
