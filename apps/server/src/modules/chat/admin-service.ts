import type { z } from 'zod';
import type { adminChat } from '@portal/contract';
import type { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { outboundPolicy } from '../../outbound/policy.js';
import { targetProblem } from '../../outbound/targets.js';
import { canStoreSecrets, sealingKey } from '../../lib/secret-box.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { readSlack, readTeams, writeIntegration, type SlackSecrets, type TeamsSecrets } from './store.js';
import { TEAMS_COMPANY_ROUTE, teamsDivisionRoute } from './routing.js';
import { SLACK_COMMAND_PATH, SLACK_INTERACTION_PATH } from './slack/routes.js';
import { TEAMS_MESSAGE_PATH } from './teams/routes.js';
import { INTEGRATION_TEXTS } from '../../i18n/index.js';

type Integrations = adminChat.TIntegrations;
type TSlackSettings = adminChat.TSlackSettings;
type TTeamsSettings = adminChat.TTeamsSettings;
export type SlackSave = z.infer<(typeof calls)['admin.slacksave']['body']>;
export type TeamsSave = z.infer<(typeof calls)['admin.teamssave']['body']>;

const FAILED_LIMIT = 50;
const DIVISION_PREFIX = 'division:';

/** The Integrations page: settings, which secrets are set (never their values), and post health. */
export async function getIntegrations(ctx: AppContext): Promise<Integrations> {
  const db = ctx.database.db;
  const [slack, teams] = await Promise.all([readSlack(db, ctx.config), readTeams(db, ctx.config)]);
  const [pending, failed] = await Promise.all([
    db
      .selectFrom('outboxMessages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', 'in', ['slack', 'teams'])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outboxMessages')
      .select(['id', 'channel', 'recipient', 'template', 'refId', 'attempts', 'lastError', 'createdAt'])
      .where('channel', 'in', ['slack', 'teams'])
      .where('status', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(FAILED_LIMIT)
      .execute(),
  ]);
  const base = ctx.config.PUBLIC_URL;
  const webhooks = teams.secrets.webhooks ?? {};
  return {
    secretsKeyMissing: !canStoreSecrets(ctx.config),
    slack: {
      ...slack.settings,
      enabled: slack.enabled,
      signingSecretSet: !!slack.secrets.signingSecret,
      botTokenSet: !!slack.secrets.botToken,
      appTokenSet: !!slack.secrets.appToken,
      commandUrl: `${base}${SLACK_COMMAND_PATH}`,
      interactivityUrl: `${base}${SLACK_INTERACTION_PATH}`,
    },
    teams: {
      ...teams.settings,
      enabled: teams.enabled,
      securityTokenSet: !!teams.secrets.securityToken,
      companyWebhookSet: !!webhooks[TEAMS_COMPANY_ROUTE],
      divisionWebhooks: Object.keys(webhooks)
        .filter((r) => r.startsWith(DIVISION_PREFIX))
        .map((r) => r.slice(DIVISION_PREFIX.length))
        .sort(),
      callbackUrl: `${base}${TEAMS_MESSAGE_PATH}`,
    },
    pendingPosts: Number(pending.n),
    failedPosts: failed.map((f) => ({
      id: f.id,
      channel: f.channel as 'slack' | 'teams',
      target: f.recipient,
      template: f.template,
      refId: f.refId,
      attempts: f.attempts,
      lastError: f.lastError,
      createdAt: f.createdAt,
    })),
  };
}

/** What the audit log keeps of a secret: whether it is set, never the value. */
const setFlags = (secrets: object) =>
  Object.fromEntries(
    Object.entries(secrets).map(([k, v]) => [
      k,
      typeof v === 'object' ? Object.keys(v as object).sort() : !!v,
    ]),
  );

/** The sealing key, needed only when there are secrets to store (production refuses without SECRETS_KEY). */
const keyFor = (ctx: AppContext, secrets: object) =>
  Object.keys(secrets).length ? sealingKey(ctx.database.db, ctx.config) : Promise.resolve(null);

export async function saveSlack(ctx: AppContext, actor: AdminActor, body: SlackSave): Promise<Integrations> {
  const db = ctx.database.db;
  const before = await readSlack(db, ctx.config);
  const { signingSecret, botToken, appToken, enabled, ...rest } = body;
  const settings: TSlackSettings = { ...rest, enabled };
  const secrets: SlackSecrets = {
    ...before.secrets,
    ...(signingSecret ? { signingSecret } : {}),
    ...(botToken ? { botToken } : {}),
    ...(appToken ? { appToken } : {}),
  };
  const key = await keyFor(ctx, secrets);
  const at = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await writeIntegration(trx, key, 'slack', { enabled, settings, secrets }, at);
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.slack',
      target: 'slack',
      before: { ...before.settings, enabled: before.enabled, secrets: setFlags(before.secrets) },
      after: { ...settings, secrets: setFlags(secrets) },
      at,
    });
  });
  return getIntegrations(ctx);
}

/** Teams addresses must be https on a public address, as webhooks (docs/security.md). */
async function checkTeamsAddresses(ctx: AppContext, body: TeamsSave): Promise<void> {
  const policy = outboundPolicy(ctx.config, ctx.resolve);
  const given: Array<[string, string]> = [
    ['companyWebhookUrl', body.companyWebhookUrl ?? ''],
    ...(body.divisionWebhooks ?? []).map((d, i): [string, string] => [
      `divisionWebhooks.${i}.url`,
      d.url ?? '',
    ]),
  ];
  const formErrors: Record<string, string> = {};
  for (const [field, url] of given) {
    const problem = url ? await targetProblem(url, policy) : null;
    if (problem) formErrors[field] = problem;
  }
  const first = Object.values(formErrors)[0];
  if (first) throw badRequest(first, formErrors);
}

export async function saveTeams(ctx: AppContext, actor: AdminActor, body: TeamsSave): Promise<Integrations> {
  await checkTeamsAddresses(ctx, body);
  const db = ctx.database.db;
  const before = await readTeams(db, ctx.config);
  const webhooks: Record<string, string> = { ...(before.secrets.webhooks ?? {}) };
  if (body.companyWebhookUrl !== undefined) {
    if (body.companyWebhookUrl) webhooks[TEAMS_COMPANY_ROUTE] = body.companyWebhookUrl;
    else delete webhooks[TEAMS_COMPANY_ROUTE];
  }
  if (body.divisionWebhooks) {
    const keep = new Set(body.divisionWebhooks.map((d) => teamsDivisionRoute(d.divisionCode)));
    for (const route of Object.keys(webhooks))
      if (route.startsWith(DIVISION_PREFIX) && !keep.has(route)) delete webhooks[route];
    for (const d of body.divisionWebhooks) {
      const route = teamsDivisionRoute(d.divisionCode);
      if (d.url) webhooks[route] = d.url;
      else if (d.url === '') delete webhooks[route];
    }
  }
  const secrets: TeamsSecrets = {
    ...(before.secrets.securityToken || body.securityToken
      ? { securityToken: body.securityToken || before.secrets.securityToken }
      : {}),
    webhooks,
  };
  const key = await keyFor(ctx, secrets);
  const settings: TTeamsSettings = {
    enabled: body.enabled,
    showPoints: body.showPoints,
    postCelebrations: body.postCelebrations,
  };
  const at = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // The routes are kept beside the settings so posts can be routed without opening the secrets.
    await writeIntegration(
      trx,
      key,
      'teams',
      {
        enabled: body.enabled,
        settings: { ...settings, webhookRoutes: Object.keys(webhooks).sort() },
        secrets,
      },
      at,
    );
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.teams',
      target: 'teams',
      before: { ...before.settings, enabled: before.enabled, secrets: setFlags(before.secrets) },
      after: { ...settings, secrets: setFlags(secrets) },
      at,
    });
  });
  return getIntegrations(ctx);
}

/** A failed post starts again from its first try; the worker picks it up on its next pass. */
export async function retryPost(ctx: AppContext, actor: AdminActor, id: number): Promise<Integrations> {
  const at = ctx.clock.now().toISOString();
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('outboxMessages')
      .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lockedUntil: null })
      .where('id', '=', id)
      .where('channel', 'in', ['slack', 'teams'])
      .where('status', '=', 'failed')
      .returning(['id', 'channel', 'recipient', 'lastError'])
      .executeTakeFirst();
    if (!row) throw notFound(INTEGRATION_TEXTS.noFailedPost);
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.post-retry',
      target: `outbox ${row.id}`,
      before: { status: 'failed', lastError: row.lastError },
      after: { status: 'pending', channel: row.channel, target: row.recipient },
      at,
    });
  });
  return getIntegrations(ctx);
}
