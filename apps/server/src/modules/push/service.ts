import { englishOf, type CallBody, type calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { PUSH_TEXTS } from '../../i18n/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { deleteDevice, listDevices, upsertSubscription } from './repository.js';
import { vapidKeys } from './vapid.js';
import { outboundPolicy } from '../../outbound/policy.js';
import { targetProblem } from '../../outbound/targets.js';

/** Its refusals in en-GB (tests compare them). */
export const PUSH_MESSAGES = englishOf(PUSH_TEXTS);

/** Whether push is on, and the public key browsers subscribe with. */
export async function pushKey(ctx: AppContext) {
  const keys = await vapidKeys(ctx.database.db, ctx.config);
  return keys ? { available: true, publicKey: keys.publicKey } : { available: false, publicKey: '' };
}

/** A device's keys must be what a browser makes: a P-256 point (65 bytes) and a 16-byte secret. */
function keyProblems(keys: { p256dh: string; auth: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) problems['keys.p256dh'] = 'Not a P-256 public key';
  if (Buffer.from(keys.auth, 'base64url').length !== 16) problems['keys.auth'] = 'Not a 16-byte auth secret';
  return problems;
}

export async function subscribeDevice(
  ctx: AppContext,
  memberId: number,
  body: CallBody<(typeof calls)['push.pushsubscribe']>,
) {
  if (!(await vapidKeys(ctx.database.db, ctx.config))) throw conflict(PUSH_TEXTS.unavailable);
  // The server will connect to this address: only a push service's host (PUSH_HOSTS), https,
  // on public addresses (docs/security.md, "Outbound addresses"); sending checks it again.
  const problem = await targetProblem(body.endpoint, outboundPolicy(ctx.config, ctx.resolve), {
    hosts: ctx.config.PUSH_HOSTS,
  });
  if (problem) throw badRequest(problem, { endpoint: problem });
  const problems = keyProblems(body.keys);
  if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0]!, problems);
  const device = await upsertSubscription(ctx.database.db, {
    memberId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    label: body.label || 'Browser',
    now: ctx.clock.now().toISOString(),
  });
  if (!device) throw conflict(PUSH_TEXTS.otherMembersDevice);
  return { device };
}

export async function unsubscribeDevice(ctx: AppContext, memberId: number, id: number) {
  if (!(await deleteDevice(ctx.database.db, memberId, id))) throw notFound(PUSH_TEXTS.unknownDevice);
  return { ok: true as const };
}

export async function devicesOf(ctx: AppContext, memberId: number) {
  return { devices: await listDevices(ctx.database.db, memberId) };
}
