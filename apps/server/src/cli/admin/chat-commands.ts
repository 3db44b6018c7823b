import { calls } from '@portal/contract';
import { getIntegrations, linkTeamsUser, retryPost, saveSlack, saveTeams } from '../../modules/chat/index.js';
import { printIssues, refusalsToExit, rowId, usageError } from './args.js';
import type { AdminCommand, CommandArgs, CommandIo } from './command.js';
import { reportCommand, textOptions } from './command-shapes.js';

/**
 * Slack and Teams from the command line: the same services, checks and audit entries as the
 * Integrations page. Secrets come from environment variables, never from the command line,
 * so they stay out of shell history and process listings.
 */

const SECRET_ENV = {
  signingSecret: 'SLACK_SIGNING_SECRET',
  botToken: 'SLACK_BOT_TOKEN',
  appToken: 'SLACK_APP_TOKEN',
  securityToken: 'TEAMS_SECURITY_TOKEN',
  companyWebhookUrl: 'TEAMS_WEBHOOK_URL',
} as const;

const env = (name: string) => process.env[name]?.trim() || undefined;
const flag = (v: unknown, current: boolean) => (v === undefined ? current : v === 'true' || v === true);
/** CODE=value pairs of a repeated option. */
const pairs = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((p) => {
    const [code, ...rest] = String(p).split('=');
    return [code ?? '', rest.join('=')] as const;
  });

/** Runs a change and says so; a refusal exits 1. */
const saved = (io: CommandIo, work: () => Promise<unknown>) =>
  refusalsToExit(
    io,
    async () => {
      await work();
      io.out('Saved.');
    },
    'brief',
  );

function invalid(io: CommandIo, issues: Array<{ path: PropertyKey[]; message: string }>): number {
  printIssues(io, issues);
  return 2;
}

const status = reportCommand({
  name: 'chat-status',
  summary: 'Shows the Slack and Teams set-up (secrets only as set or not) and failed channel posts',
  async print(ctx, io) {
    const v = await getIntegrations(ctx);
    const set = (b: boolean) => (b ? 'set' : 'not set');
    io.out(
      `Slack: ${v.slack.enabled ? 'on' : 'off'}, command ${v.slack.commandName}, socket mode ${v.slack.socketMode ? 'on' : 'off'}`,
    );
    io.out(`  request URL (slash command): ${v.slack.commandUrl}`);
    io.out(`  interactivity request URL:   ${v.slack.interactivityUrl}`);
    io.out(
      `  signing secret ${set(v.slack.signingSecretSet)}, bot token ${set(v.slack.botTokenSet)}, app-level token ${set(v.slack.appTokenSet)}`,
    );
    io.out(
      `  company channel ${v.slack.companyChannel || '-'}; divisions: ${v.slack.divisionChannels.map((d) => `${d.divisionCode}=${d.channel}`).join(', ') || '-'}`,
    );
    io.out(`Teams: ${v.teams.enabled ? 'on' : 'off'}, callback URL ${v.teams.callbackUrl}`);
    io.out(
      `  security token ${set(v.teams.securityTokenSet)}, company webhook ${set(v.teams.companyWebhookSet)}; division webhooks: ${v.teams.divisionWebhooks.join(', ') || '-'}`,
    );
    io.out(`Posts waiting: ${v.pendingPosts}; failed: ${v.failedPosts.length}`);
    for (const f of v.failedPosts)
      io.out(
        `  #${f.id} ${f.channel} ${f.target} recognition ${f.refId ?? '-'} after ${f.attempts} tries: ${f.lastError ?? ''}`,
      );
    return 0;
  },
});

const slackSet: AdminCommand = {
  name: 'slack-set',
  summary: 'Changes the Slack set-up; secrets from SLACK_SIGNING_SECRET, SLACK_BOT_TOKEN, SLACK_APP_TOKEN',
  usage:
    '[--enabled true|false] [--command /shine] [--company-channel C0123] [--division-channel CODE=C0456 …] [--show-points true|false] [--post-celebrations true|false] [--socket-mode true|false]',
  options: {
    ...textOptions(
      'enabled',
      'command',
      'company-channel',
      'show-points',
      'post-celebrations',
      'socket-mode',
    ),
    'division-channel': { type: 'string', multiple: true },
  },
  async run(ctx, actor, { values: o }: CommandArgs, io) {
    const { slack: cur } = await getIntegrations(ctx);
    const divisions =
      o['division-channel'] === undefined
        ? cur.divisionChannels
        : pairs(o['division-channel']).map(([divisionCode, channel]) => ({ divisionCode, channel }));
    const parsed = calls['admin.slacksave'].body.safeParse({
      enabled: flag(o.enabled, cur.enabled),
      commandName: o.command ?? cur.commandName,
      socketMode: flag(o['socket-mode'], cur.socketMode),
      showPoints: flag(o['show-points'], cur.showPoints),
      postCelebrations: flag(o['post-celebrations'], cur.postCelebrations),
      companyChannel: o['company-channel'] ?? cur.companyChannel,
      divisionChannels: divisions,
      signingSecret: env(SECRET_ENV.signingSecret),
      botToken: env(SECRET_ENV.botToken),
      appToken: env(SECRET_ENV.appToken),
    });
    if (!parsed.success) return invalid(io, parsed.error.issues);
    return saved(io, () => saveSlack(ctx, actor, parsed.data));
  },
};

const teamsSet: AdminCommand = {
  name: 'teams-set',
  summary:
    'Changes the Teams set-up; secrets from TEAMS_SECURITY_TOKEN and TEAMS_WEBHOOK_URL (company channel)',
  usage:
    '[--enabled true|false] [--show-points true|false] [--post-celebrations true|false] [--division-webhook CODE=<url> …] [--remove-company-webhook]',
  options: {
    enabled: { type: 'string' },
    'show-points': { type: 'string' },
    'post-celebrations': { type: 'string' },
    'division-webhook': { type: 'string', multiple: true },
    'remove-company-webhook': { type: 'boolean' },
  },
  async run(ctx, actor, { values: o }: CommandArgs, io) {
    const { teams: cur } = await getIntegrations(ctx);
    const company = o['remove-company-webhook'] ? '' : env(SECRET_ENV.companyWebhookUrl);
    const parsed = calls['admin.teamssave'].body.safeParse({
      enabled: flag(o.enabled, cur.enabled),
      showPoints: flag(o['show-points'], cur.showPoints),
      postCelebrations: flag(o['post-celebrations'], cur.postCelebrations),
      securityToken: env(SECRET_ENV.securityToken),
      companyWebhookUrl: company,
      divisionWebhooks:
        o['division-webhook'] === undefined
          ? undefined
          : [
              ...cur.divisionWebhooks.map((divisionCode) => ({ divisionCode })),
              ...pairs(o['division-webhook']).map(([divisionCode, url]) => ({ divisionCode, url })),
            ],
    });
    if (!parsed.success) return invalid(io, parsed.error.issues);
    return saved(io, () => saveTeams(ctx, actor, parsed.data));
  },
};

const postRetry: AdminCommand = {
  name: 'chat-retry',
  summary: 'Sends a failed Slack or Teams post again from the first try',
  usage: '<post id>',
  async run(ctx, actor, args, io) {
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    return saved(io, () => retryPost(ctx, actor, id));
  },
};

const teamsLink: AdminCommand = {
  name: 'teams-link',
  summary: "Links a member to their Teams user (the directory object id Teams showed them); '' unlinks",
  usage: '<member number> <object id | "">',
  async run(ctx, actor, { positionals }, io) {
    const parsed = calls['admin.teamslink'].body.safeParse({
      memberNumber: positionals[0] ?? '',
      aadObjectId: positionals[1] ?? '',
    });
    if (!parsed.success) return invalid(io, parsed.error.issues);
    return saved(io, () => linkTeamsUser(ctx, actor, parsed.data));
  },
};

export const CHAT_COMMANDS: readonly AdminCommand[] = [status, slackSet, teamsSet, teamsLink, postRetry];
