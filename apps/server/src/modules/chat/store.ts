import type { Transaction } from 'kysely';
import { adminChat } from '@portal/contract';

const { ZSlackSettings, ZTeamsSettings } = adminChat;
type TSlackSettings = adminChat.TSlackSettings;
type TTeamsSettings = adminChat.TTeamsSettings;
import type { Db } from '../../db/database.js';
import type { ChatProvider, DB } from '../../db/schema.js';
import { openStoredSecret, sealSecret, type SecretsConfig } from '../../lib/secret-box.js';

/** Secrets of each provider, kept sealed in one value per row. */
export interface SlackSecrets {
  signingSecret?: string;
  botToken?: string;
  appToken?: string;
}
export interface TeamsSecrets {
  securityToken?: string;
  /** Incoming webhook (or Workflows) address per route: "company" or "division:<code>". */
  webhooks?: Record<string, string>;
}

export const SLACK_DEFAULTS: TSlackSettings = {
  enabled: false,
  commandName: '/shine',
  socketMode: false,
  showPoints: true,
  postCelebrations: false,
  companyChannel: '',
  divisionChannels: [],
};
export const TEAMS_DEFAULTS: TTeamsSettings = { enabled: false, showPoints: true, postCelebrations: false };

export interface ChatIntegration<S, K> {
  enabled: boolean;
  settings: S;
  secrets: K;
}
export type SlackIntegration = ChatIntegration<TSlackSettings, SlackSecrets>;
export type TeamsIntegration = ChatIntegration<TTeamsSettings, TeamsSecrets>;

type Reader = Db | Transaction<DB>;
type KeyConfig = SecretsConfig;

async function readRow(db: Reader, provider: ChatProvider) {
  return db.selectFrom('chatIntegrations').selectAll().where('provider', '=', provider).executeTakeFirst();
}

async function openAll<K>(db: Db, config: KeyConfig, sealed: string): Promise<K> {
  if (!sealed) return {} as K;
  return JSON.parse(await openStoredSecret(db, config, sealed)) as K;
}

/** A stored setting that no longer validates falls back to the default rather than failing. */
function settingsOf<S>(
  schema: { safeParse(v: unknown): { success: boolean; data?: S } },
  json: string,
  d: S,
): S {
  try {
    const parsed = schema.safeParse({ ...d, ...(JSON.parse(json) as object) });
    return parsed.success && parsed.data ? parsed.data : d;
  } catch {
    return d;
  }
}

export async function readSlack(db: Db, config: KeyConfig): Promise<SlackIntegration> {
  const row = await readRow(db, 'slack');
  return {
    enabled: row?.enabled === 1,
    settings: row ? settingsOf(ZSlackSettings, row.settingsJson, SLACK_DEFAULTS) : SLACK_DEFAULTS,
    secrets: await openAll<SlackSecrets>(db, config, row?.secretsSealed ?? ''),
  };
}

export async function readTeams(db: Db, config: KeyConfig): Promise<TeamsIntegration> {
  const row = await readRow(db, 'teams');
  return {
    enabled: row?.enabled === 1,
    settings: row ? settingsOf(ZTeamsSettings, row.settingsJson, TEAMS_DEFAULTS) : TEAMS_DEFAULTS,
    secrets: await openAll<TeamsSecrets>(db, config, row?.secretsSealed ?? ''),
  };
}

/** Writes a provider's row inside the caller's transaction (the admin action is audited there). */
export async function writeIntegration(
  trx: Transaction<DB>,
  /** The sealing key; null only when there are no secrets to store. */
  key: Buffer | null,
  provider: ChatProvider,
  value: { enabled: boolean; settings: object; secrets: object },
  at: string,
): Promise<void> {
  const row = {
    enabled: value.enabled ? 1 : 0,
    settingsJson: JSON.stringify(value.settings),
    secretsSealed: Object.keys(value.secrets).length ? sealSecret(key!, JSON.stringify(value.secrets)) : '',
    updatedAt: at,
  };
  await trx
    .insertInto('chatIntegrations')
    .values({ provider, ...row })
    .onConflict((oc) => oc.column('provider').doUpdateSet(row))
    .execute();
}

/** The providers' sealed secrets, for key rotation (integrations' resealSecrets). */
export async function sealedChatSecrets(
  db: Reader,
): Promise<Array<{ provider: ChatProvider; secretsSealed: string }>> {
  return db
    .selectFrom('chatIntegrations')
    .select(['provider', 'secretsSealed'])
    .where('secretsSealed', '<>', '')
    .execute();
}

/** Stores each provider's secrets sealed again, unless they changed since they were read. */
export async function resealChatSecrets(
  trx: Transaction<DB>,
  resealed: ReadonlyArray<{ provider: ChatProvider; secretsSealed: string; next: string }>,
): Promise<void> {
  for (const c of resealed)
    await trx
      .updateTable('chatIntegrations')
      .set({ secretsSealed: c.next })
      .where('provider', '=', c.provider)
      .where('secretsSealed', '=', c.secretsSealed)
      .execute();
}
