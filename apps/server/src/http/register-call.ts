import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { friendlyText, ROLE_MESSAGES, toFormErrors, type CallDef } from '@portal/contract';
import { recordTokenUse } from '../identity/api-tokens/auth.js';
import { tokenOpens } from '../identity/api-tokens/scope-check.js';
import type { z } from 'zod';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { AppContext, Caller } from './context.js';
import { authenticate } from './authenticate.js';
import { checkMediaType, refuseBody } from './json-body.js';
import { claimRequestKey, type RequestKeyClaim } from './request-keys.js';
import { compileResponseWriter, responseJsonSchema } from './response-serialiser.js';
import { requestTranslator } from './request-language.js';
import { INTEGRATION_TEXTS, textOfEnglish } from '../i18n/index.js';

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
 * body with the contract schema, and writes the result through the response schema, which
 * also strips any field that must not leak (response-serialiser.ts).
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  handler: Handler<C>,
): void {
  registeredPaths.add(call.path);
  const options = {
    schema: { response: { '2xx': responseJsonSchema(call) } },
    serializerCompiler: compileResponseWriter,
  };
  // Outside production the answer is also checked against the contract, so a handler that
  // drifts from it fails the tests instead of being written out as the schema coerces it.
  const checkAnswers = ctx.config.NODE_ENV !== 'production';
  app.post(call.path, options, async (req, reply) => {
    const caller = await authenticate(ctx, req);
    if (call.access !== 'anonymous') {
      if (!caller) throw unauthorized();
      if (caller.token) {
        // An API token reaches only the calls its scopes open, and every use is logged.
        const opens = tokenOpens(caller.token.scopes, call.path);
        await recordTokenUse(ctx, caller.token.id, req, opens ? 'ok' : 'refused: scope');
        if (!opens) throw forbidden(INTEGRATION_TEXTS.tokenScopes);
      }
      if (!call.access.some((r) => caller.roles.has(r)))
        throw forbidden(call.forbiddenMessage ?? ROLE_MESSAGES.authorised);
    }
    checkMediaType(req, call.kind === 'multipart' ? 'multipart' : 'json');
    let body: unknown = {};
    if (call.kind !== 'multipart') {
      const refused = refuseBody(req.body);
      if (refused) throw refused;
      const parsed = call.body.safeParse(req.body ?? {});
      if (!parsed.success) return reply.status(400).send(await refusal(ctx, req, call, parsed.error));
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
    // A handler that answers a file (a ZIP download) sends it itself and returns the reply.
    if (reply.sent || result === reply) return reply;
    await sayMessage(ctx, req, result);
    return checkAnswers ? call.response.parse(result) : result;
  });
}

/**
 * An answer's `message` (MESSAGES.profileUpdated, a promo code's refusal…) in the caller's
 * language. Only a catalogued wording is looked at, so other answers never wait for a catalogue.
 */
async function sayMessage(ctx: AppContext, req: FastifyRequest, result: unknown) {
  if (!result || typeof result !== 'object' || !('message' in result)) return;
  const answer = result as { message: unknown };
  if (typeof answer.message !== 'string' || !textOfEnglish(answer.message)) return;
  const { t } = await requestTranslator(ctx, req);
  answer.message = t(answer.message);
}

/**
 * A body the schema refused, in the caller's language: parsed again with zod's own messages
 * worded by the translator (only on failure, so a valid body costs nothing), and the schemas'
 * own messages translated from their en-GB wording.
 */
async function refusal(ctx: AppContext, req: FastifyRequest, call: CallDef, error: z.ZodError) {
  const { locale, t } = await requestTranslator(ctx, req);
  if (locale === 'en-GB') return toFormErrors(error);
  const again = call.body.safeParse(req.body ?? {}, { error: (issue) => t(friendlyText(issue)) });
  return toFormErrors(again.success ? error : again.error, t);
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
