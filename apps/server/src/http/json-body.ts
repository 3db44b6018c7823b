import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_TEXT_MESSAGE, ROLE_MESSAGES, withValues, type MessageText } from '@portal/contract';
import { badRequest, HttpError } from '../lib/errors.js';
import { BODY_TEXTS, HTTP_TEXTS } from '../i18n/index.js';
import { findBodyProblem, jsonNestsDeeperThan, MAX_ARRAY_ITEMS, MAX_BODY_DEPTH } from './forbidden-text.js';

export const unsupportedMediaType = (message: MessageText) => new HttpError(415, message);

const TOO_DEEP = withValues(BODY_TEXTS.tooDeep, { levels: MAX_BODY_DEPTH });
// The limit as the English has always written it (10,000), whatever the caller's language.
const ARRAY_TOO_LONG = withValues(BODY_TEXTS.arrayTooLong, { max: MAX_ARRAY_ITEMS.toLocaleString('en-GB') });

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), but only after
 * one scan of the raw text has refused nesting deeper than MAX_BODY_DEPTH: a body of thousands
 * of brackets then costs a scan, not a tree that later code would have to walk.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_BODY_DEPTH)) return done(badRequest(TOO_DEEP), undefined);
    parse(req, body as string, done);
  });
}

/** A request with a body of another type than the call takes is a 415, not a 400 on empty fields. */
export function checkMediaType(req: FastifyRequest, kind: 'json' | 'multipart'): void {
  if (kind === 'multipart') {
    if (!req.isMultipart()) throw unsupportedMediaType(HTTP_TEXTS.notMultipart);
    return;
  }
  // A call without a body (no content type) is an empty payload; any other type is refused.
  if (req.headers['content-type'] !== undefined && !/^application\/json\b/i.test(req.headers['content-type']))
    throw unsupportedMediaType(HTTP_TEXTS.notJson);
}

/** The 400 for a parsed body no call accepts, or null when the body may go on to validation. */
export function refuseBody(body: unknown): HttpError | null {
  const problem = findBodyProblem(body);
  if (!problem) return null;
  if (problem.kind === 'tooDeep') return badRequest(TOO_DEEP);
  if (problem.kind === 'arrayTooLong') return badRequest(ARRAY_TOO_LONG, { [problem.path]: ARRAY_TOO_LONG });
  return badRequest(ROLE_MESSAGES.invalidInput, { [problem.path]: FORBIDDEN_TEXT_MESSAGE });
}
