import { calls } from '@portal/contract';
import {
  apiTokenUses,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../modules/integrations/index.js';
import {
  createWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  updateWebhookEndpoint,
} from '../../modules/integrations/index.js';
import { resealSecrets } from '../../modules/integrations/index.js';
import { list, parseWith, positionalId, refusalsToExit } from './args.js';
import type { AdminCommand } from './command.js';
import { listCommand, rowCommand } from './command-shapes.js';

/** Integrations from the command line: API tokens, webhooks, SCIM set-up; the same services as the web page. */

const tokenList = listCommand({
  name: 'token-list',
  summary: 'Lists API tokens with their scopes, expiry and last use',
  usage: '',
  noun: 'tokens',
  rows: (ctx) => listApiTokens(ctx),
  print: (io, t) =>
    io.out(
      `#${t.id} ${t.hint}… ${t.name} [${t.scopes.join(', ')}] ${t.status}, expires ${t.expiresAt}, last used ${t.lastUsedAt ?? 'never'}, by ${t.createdBy}`,
    ),
});

const secretsReseal: AdminCommand = {
  name: 'secrets-reseal',
  summary:
    'Seals every stored secret again under SECRETS_KEY and deletes a key kept in the database (key rotation)',
  usage: '',
  async run(ctx, actor, _args, io) {
    return refusalsToExit(io, async () => {
      const r = await resealSecrets(ctx, actor);
      io.out(
        `Resealed ${r.webhooks} webhook secrets, ${r.chat} chat integrations${r.vapid ? ' and the VAPID key' : ''} under SECRETS_KEY; the database holds no key.`,
      );
    });
  },
};

const tokenCreate: AdminCommand = {
  name: 'token-create',
  summary: 'Creates an API token (shown once); calls made with it act as the --as admin',
  usage:
    '<name> --scope <reports:read|recognition:send|people:manage|scim> [--scope …] [--days 90] --as <member number>',
  options: { scope: { type: 'string', multiple: true }, days: { type: 'string' } },
  async run(ctx, actor, args, io) {
    if (actor.memberId === null) {
      io.err('A token acts as a programme admin: give --as <member number>.');
      return 2;
    }
    const body = parseWith(
      calls['admin.apitokencreate'].body,
      {
        name: args.positionals.join(' '),
        scopes: list(args.values.scope),
        ...(args.values.days ? { expiresInDays: Number(args.values.days) } : {}),
      },
      io,
    );
    if (!body) return 2;
    const { token, secret } = await createApiToken(ctx, { ...actor, memberId: actor.memberId }, body);
    io.out(`Token #${token.id} ${token.name} [${token.scopes.join(', ')}], expires ${token.expiresAt}.`);
    io.out('Copy it now; it is not shown again:');
    io.out(secret);
    return 0;
  },
};

const tokenRevoke = rowCommand({
  name: 'token-revoke',
  summary: 'Revokes an API token at once, on every instance',
  usage: '<token id>',
  schema: calls['admin.apitokenrevoke'].body,
  input: (args) => ({ id: positionalId(args) }),
  async work(ctx, actor, body, io) {
    const t = await revokeApiToken(ctx, actor, body.id);
    io.out(`Token #${t.id} ${t.name} revoked at ${t.revokedAt}.`);
  },
});

const tokenUses = rowCommand({
  name: 'token-uses',
  summary: 'The latest uses of an API token',
  usage: '<token id>',
  schema: calls['admin.apitokenuses'].body,
  input: (args) => ({ id: positionalId(args) }),
  async work(ctx, _actor, body, io) {
    const { uses, total } = await apiTokenUses(ctx, body);
    for (const u of uses) io.out(`${u.at} ${u.method} ${u.path} ${u.outcome}`);
    io.out(`${total} uses`);
  },
});

const webhookList = listCommand({
  name: 'webhook-list',
  summary: 'Lists webhook endpoints with their events and delivery counts',
  usage: '',
  noun: 'endpoints',
  rows: (ctx) => listWebhookEndpoints(ctx),
  print: (io, e) =>
    io.out(
      `#${e.id} ${e.name} ${e.url} ${e.enabled ? 'on' : 'off'} [${e.events.join(', ')}] pending ${e.counts.pending}, sent ${e.counts.sent}, failed ${e.counts.failed}`,
    ),
});

const webhookAdd: AdminCommand = {
  name: 'webhook-add',
  summary: 'Registers a webhook endpoint; prints its signing secret once',
  usage: '<name> --url <https://…> --event <type> [--event …]',
  options: { url: { type: 'string' }, event: { type: 'string', multiple: true } },
  async run(ctx, actor, args, io) {
    const body = parseWith(
      calls['admin.webhookcreate'].body,
      { name: args.positionals.join(' '), url: args.values.url ?? '', events: list(args.values.event) },
      io,
    );
    if (!body) return 2;
    const { endpoint, secret } = await createWebhookEndpoint(ctx, actor, body);
    io.out(`Endpoint #${endpoint.id} ${endpoint.name} → ${endpoint.url} [${endpoint.events.join(', ')}]`);
    io.out('Signing secret (copy it now; it is not shown again):');
    io.out(secret);
    return 0;
  },
};

const webhookUpdate: AdminCommand = {
  name: 'webhook-update',
  summary: 'Changes an endpoint’s address or events, or switches it off (--off) or on (--on)',
  usage: '<endpoint id> [--name <name>] [--url <address>] [--event <type> …] [--on | --off]',
  options: {
    name: { type: 'string' },
    url: { type: 'string' },
    event: { type: 'string', multiple: true },
    on: { type: 'boolean' },
    off: { type: 'boolean' },
  },
  async run(ctx, actor, args, io) {
    const current = (await listWebhookEndpoints(ctx)).find((e) => e.id === positionalId(args));
    if (!current) {
      io.err('Not found.');
      return 1;
    }
    const events = list(args.values.event);
    const body = parseWith(
      calls['admin.webhookupdate'].body,
      {
        id: current.id,
        name: args.values.name ?? current.name,
        url: args.values.url ?? current.url,
        events: events.length ? events : current.events,
        enabled: args.values.off ? false : args.values.on ? true : current.enabled,
      },
      io,
    );
    if (!body) return 2;
    const e = await updateWebhookEndpoint(ctx, actor, body);
    io.out(`Endpoint #${e.id} ${e.name} → ${e.url} ${e.enabled ? 'on' : 'off'} [${e.events.join(', ')}]`);
    return 0;
  },
};

const webhookDeliveries = rowCommand({
  name: 'webhook-deliveries',
  summary: 'The delivery log of an endpoint, newest first',
  usage: '<endpoint id> [--status all|pending|sent|failed]',
  options: { status: { type: 'string' } },
  schema: calls['admin.webhookdeliveries'].body,
  input: (args) => ({ endpointId: positionalId(args), status: args.values.status ?? 'all' }),
  async work(ctx, _actor, body, io) {
    const { deliveries, total } = await listDeliveries(ctx, body);
    for (const d of deliveries)
      io.out(
        `#${d.id} ${d.createdAt} ${d.event} ${d.messageId} ${d.status} after ${d.attempts} tries${d.lastError ? `: ${d.lastError}` : ''}`,
      );
    io.out(`${total} deliveries`);
  },
});

const webhookResend = rowCommand({
  name: 'webhook-resend',
  summary: 'Sends a webhook delivery again (same webhook-id)',
  usage: '<delivery id>',
  schema: calls['admin.webhookresend'].body,
  input: (args) => ({ deliveryId: positionalId(args) }),
  async work(ctx, actor, body, io) {
    await resendDelivery(ctx, actor, body.deliveryId);
    io.out(`Delivery #${body.deliveryId} will be sent again.`);
  },
});

const scimInfo: AdminCommand = {
  name: 'scim-info',
  summary: 'The SCIM base address and the tokens that may use it',
  usage: '',
  async run(ctx, _actor, _args, io) {
    io.out(`SCIM 2.0 base address (tenant URL): ${ctx.config.PUBLIC_URL}/scim/v2`);
    const tokens = (await listApiTokens(ctx)).filter(
      (t) => t.scopes.includes('scim') && t.status === 'active',
    );
    for (const t of tokens) io.out(`#${t.id} ${t.hint}… ${t.name}, expires ${t.expiresAt}`);
    if (tokens.length === 0)
      io.out('No active token has the scim scope: npm run admin -- token-create … --scope scim');
    return 0;
  },
};

export const INTEGRATIONS_COMMANDS: readonly AdminCommand[] = [
  tokenList,
  tokenCreate,
  tokenRevoke,
  tokenUses,
  webhookList,
  webhookAdd,
  webhookUpdate,
  webhookDeliveries,
  webhookResend,
  scimInfo,
  secretsReseal,
];
