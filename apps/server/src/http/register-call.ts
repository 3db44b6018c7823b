import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_MESSAGES, toFormErrors, type CallDef } from '@portal/contract';
import type { z } from 'zod';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { AppContext, Caller } from './context.js';
import { authenticate } from './authenticate.js';
import { findNulCharacter } from './forbidden-text.js';
import { claimRequestKey, type RequestKeyClaim } from './request-keys.js';

export interface HandlerArgs<B> {
  body: B;
  caller: Caller | null;
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface AuthedArgs<B> extends HandlerArgs<B> {
  caller: Caller;
}

type Handler<C extends CallDef> = (
  args: C['access'] extends 'anonymous' ? HandlerArgs<z.infer<C['body']>> : AuthedArgs<z.infer<C['body']>>,
) => Promise<z.input<C['response']>>;

/** Every registered call, so tests can walk what the server really answers. */
export const registeredPaths = new Set<string>();

/**
 * Binds one contract call to a handler: checks the caller's session and roles, validates the
 * body with the contract schema, and passes the result through the response schema, which
 * also strips any field that must not leak.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  handler: Handler<C>,
): void {
  registeredPaths.add(call.path);
  app.post(call.path, async (req, reply) => {
    const caller = await authenticate(ctx, req);
    if (call.access !== 'anonymous') {
      if (!caller) throw unauthorized();
      if (!call.access.some((r) => caller.roles.has(r)))
        throw forbidden(call.forbiddenMessage ?? ROLE_MESSAGES.authorised);
    }
    let body: unknown = {};
    if (call.kind !== 'multipart') {
      const nul = findNulCharacter(req.body);
      if (nul)
        return reply.status(400).send({
          message: ROLE_MESSAGES.invalidInput,
          formErrors: { [nul]: 'Contains a character that is not allowed' },
        });
      const parsed = call.body.safeParse(req.body ?? {});
      if (!parsed.success) return reply.status(400).send(toFormErrors(parsed.error));
      body = parsed.data;
    }
    const claim = await claimRequestId(ctx, call, caller, body);
    let result: unknown;
    try {
      result = await (handler as (a: HandlerArgs<unknown>) => Promise<unknown>)({
        body,
        caller,
        ctx,
        req,
        reply,
      });
    } catch (err) {
      await claim?.release();
      throw err;
    }
    if (reply.sent) return reply;
    return call.response.parse(result);
  });
}

/** Claims the body's requestId, if it has one, for this caller and call (see request-keys.ts). */
async function claimRequestId(
  ctx: AppContext,
  call: CallDef,
  caller: Caller | null,
  body: unknown,
): Promise<RequestKeyClaim | undefined> {
  if (!body || typeof body !== 'object') return undefined;
  const fields = body as Record<string, unknown>;
  const requestId = fields.requestId;
  if (typeof requestId !== 'string' || requestId === '') return undefined;
  if (call.requestIdClaims && !call.requestIdClaims(fields)) return undefined;
  return claimRequestKey(
    ctx.database.db,
    { callPath: call.path, memberId: caller?.member.id ?? 0, requestId },
    fields,
    ctx.clock.now().toISOString(),
  );
}
