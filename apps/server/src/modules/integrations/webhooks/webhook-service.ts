import { WEBHOOK_EVENTS, type adminIntegrations, type WebhookEvent } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { outboundPolicy } from '../../../outbound/policy.js';
import { targetProblem } from '../../../outbound/targets.js';
import { sealSecret, sealingKey } from '../../../lib/secret-box.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { newSigningSecret } from './signing.js';
import { numberedPage, pageAndTotal } from '../../../db/paging.js';
import { INTEGRATION_TEXTS } from '../../../i18n/index.js';

type TEndpoint = adminIntegrations.TWebhookEndpoint;
type EndpointInput = { name: string; url: string; events: WebhookEvent[] };

const parseEvents = (text: string): WebhookEvent[] => {
  try {
    const list = JSON.parse(text) as unknown[];
    return WEBHOOK_EVENTS.filter((e) => list.includes(e));
  } catch {
    return [];
  }
};

async function endpoints(db: Db, id?: number): Promise<TEndpoint[]> {
  let q = db.selectFrom('webhookEndpoints').select(['id', 'name', 'url', 'events', 'enabled', 'createdAt']);
  if (id !== undefined) q = q.where('id', '=', id);
  const rows = await q.orderBy('id').execute();
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('outboxMessages')
    .select(['recipient', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('channel', '=', 'webhook')
    .where(
      'recipient',
      'in',
      rows.map((r) => String(r.id)),
    )
    .groupBy(['recipient', 'status'])
    .execute();
  return rows.map((r) => {
    const mine = counts.filter((c) => c.recipient === String(r.id));
    const n = (...s: string[]) =>
      mine.filter((c) => s.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
    return {
      id: r.id,
      name: r.name,
      url: r.url,
      events: parseEvents(r.events),
      enabled: r.enabled === 1,
      createdAt: r.createdAt,
      counts: { pending: n('pending', 'sending'), sent: n('sent'), failed: n('failed') },
    };
  });
}

export const listWebhookEndpoints = (ctx: AppContext) => endpoints(ctx.database.db);

/** An endpoint must be https on a public address (docs/security.md, "Outbound addresses"). */
async function checkAddress(ctx: AppContext, url: string): Promise<void> {
  const problem = await targetProblem(url, outboundPolicy(ctx.config, ctx.resolve));
  if (problem) throw badRequest(problem, { url: problem });
}

async function oneEndpoint(ctx: AppContext, id: number): Promise<TEndpoint> {
  const [e] = await endpoints(ctx.database.db, id);
  if (!e) throw notFound(INTEGRATION_TEXTS.noWebhook);
  return e;
}

/** Registers an endpoint; its signing secret is sealed in the database and returned this once. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  actor: AdminActor,
  input: EndpointInput,
): Promise<{ endpoint: TEndpoint; secret: string }> {
  const db = ctx.database.db;
  // Refused first in production without SECRETS_KEY: nothing is checked or written.
  const key = await sealingKey(db, ctx.config);
  await checkAddress(ctx, input.url);
  const secret = newSigningSecret();
  const sealed = sealSecret(key, secret);
  const at = ctx.clock.now().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhookEndpoints')
      .values({
        name: input.name,
        url: input.url,
        events: JSON.stringify(input.events),
        secretSealed: sealed,
        enabled: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.webhook-create',
      target: `webhook ${row.id} ${input.name}`,
      before: null,
      after: input,
      at,
    });
    return row.id;
  });
  return { endpoint: await oneEndpoint(ctx, id), secret };
}

export async function updateWebhookEndpoint(
  ctx: AppContext,
  actor: AdminActor,
  input: EndpointInput & { id: number; enabled: boolean },
): Promise<TEndpoint> {
  const before = await oneEndpoint(ctx, input.id);
  await checkAddress(ctx, input.url);
  const at = ctx.clock.now().toISOString();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhookEndpoints')
      .set({
        name: input.name,
        url: input.url,
        events: JSON.stringify(input.events),
        enabled: input.enabled ? 1 : 0,
        updatedAt: at,
      })
      .where('id', '=', input.id)
      .execute();
    const { counts: _c, createdAt: _a, id: _i, ...was } = before;
    const { id: _j, ...now } = input;
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.webhook-update',
      target: `webhook ${input.id} ${input.name}`,
      before: was,
      after: now,
      at,
    });
  });
  return oneEndpoint(ctx, input.id);
}

export async function listDeliveries(
  ctx: AppContext,
  q: { endpointId: number; status: 'all' | 'pending' | 'sent' | 'failed'; page: number; pageSize: number },
) {
  await oneEndpoint(ctx, q.endpointId);
  let base = ctx.database.db
    .selectFrom('outboxMessages')
    .where('channel', '=', 'webhook')
    .where('recipient', '=', String(q.endpointId));
  if (q.status === 'pending') base = base.where('status', 'in', ['pending', 'sending']);
  else if (q.status !== 'all') base = base.where('status', '=', q.status);
  const { rows, total } = await pageAndTotal(
    base
      .select([
        'id',
        'subject',
        'refId',
        'status',
        'attempts',
        'createdAt',
        'nextAttemptAt',
        'sentAt',
        'lastError',
      ])
      .orderBy('id', 'desc'),
    numberedPage(q),
  );
  return {
    total,
    deliveries: rows.map(({ subject, refId, ...r }) => ({ ...r, event: subject, messageId: refId ?? '' })),
  };
}

/**
 * Sends a delivery again from its first try: same webhook-id and body (receivers deduplicate on
 * the id), a fresh signature and timestamp. One being sent right now is left alone.
 */
export async function resendDelivery(ctx: AppContext, actor: AdminActor, deliveryId: number): Promise<void> {
  const db = ctx.database.db;
  const row = await db
    .selectFrom('outboxMessages')
    .select(['id', 'status', 'recipient', 'subject', 'refId'])
    .where('id', '=', deliveryId)
    .where('channel', '=', 'webhook')
    .executeTakeFirst();
  if (!row) throw notFound(INTEGRATION_TEXTS.noDelivery);
  const at = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('outboxMessages')
      .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lockedUntil: null, sentAt: null })
      .where('id', '=', deliveryId)
      .where('status', '<>', 'sending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(INTEGRATION_TEXTS.deliverySending);
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.webhook-resend',
      target: `webhook ${row.recipient} delivery ${deliveryId} (${row.subject} ${row.refId ?? ''})`,
      before: { status: row.status },
      after: { status: 'pending' },
      at,
    });
  });
}
