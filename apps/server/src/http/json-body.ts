import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_TEXT_MESSAGE, ROLE_MESSAGES } from '@portal/contract';
import { badRequest, HttpError } from '../lib/errors.js';
import { HTTP_TEXTS } from '../i18n/index.js';
import { findBodyProblem, jsonNestsDeeperThan, MAX_ARRAY_ITEMS, MAX_BODY_DEPTH } from './forbidden-text.js';

export const BODY_MESSAGES = {
  tooDeep: `The request is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
  arrayTooLong: `A list in the request is too long (at most ${MAX_ARRAY_ITEMS.toLocaleString('en-GB')} items).`,
  notJson: HTTP_TEXTS.notJson.message,
  notMultipart: HTTP_TEXTS.notMultipart.message,
} as const;

export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), but only after
 * one scan of the raw text has refused nesting deeper than MAX_BODY_DEPTH: a body of thousands
 * of brackets then costs a scan, not a tree that later code would have to walk.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_BODY_DEPTH))
      return done(badRequest(BODY_MESSAGES.tooDeep), undefined);
    parse(req, body as string, done);
  });
}

/** A request with a body of another type than the call takes is a 415, not a 400 on empty fields. */
export function checkMediaType(req: FastifyRequest, kind: 'json' | 'multipart'): void {
  if (kind === 'multipart') {
    if (!req.isMultipart()) throw unsupportedMediaType(BODY_MESSAGES.notMultipart);
    return;
  }
  // A call without a body (no content type) is an empty payload; any other type is refused.
  if (req.headers['content-type'] !== undefined && !/^application\/json\b/i.test(req.headers['content-type']))
    throw unsupportedMediaType(BODY_MESSAGES.notJson);
}

/** The 400 for a parsed body no call accepts, or null when the body may go on to validation. */
export function refuseBody(body: unknown): HttpError | null {
  const problem = findBodyProblem(body);
  if (!problem) return null;
  if (problem.kind === 'tooDeep') return badRequest(BODY_MESSAGES.tooDeep);
  if (problem.kind === 'arrayTooLong')
    return badRequest(BODY_MESSAGES.arrayTooLong, { [problem.path]: BODY_MESSAGES.arrayTooLong });
  return badRequest(ROLE_MESSAGES.invalidInput, { [problem.path]: FORBIDDEN_TEXT_MESSAGE });
}
