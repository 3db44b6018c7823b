import type { FastifyRequest } from 'fastify';
import { FORBIDDEN_TEXT_MESSAGE, hasForbiddenText } from '@portal/contract';
import { findBodyProblem } from '../../../http/forbidden-text.js';
import { ScimError } from './protocol.js';

const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * The API's text rules for SCIM requests (docs/security.md): no NUL, bidirectional control or
 * lone surrogate in the body, its keys, the query (a filter's value reaches SQL, and PostgreSQL
 * refuses NUL with an error) or the path. Refused with SCIM's error body, as the API refuses
 * them with a 400 naming the field, before anything is looked up or stored.
 */
export function checkScimRequestText(req: FastifyRequest): void {
  for (const [name, value] of Object.entries((req.query ?? {}) as Record<string, unknown>))
    if (hasForbiddenText(name) || texts(value).some(hasForbiddenText))
      throw new ScimError(
        400,
        `${name}: ${FORBIDDEN_TEXT_MESSAGE}`,
        name === 'filter' ? 'invalidFilter' : 'invalidValue',
      );
  for (const [name, value] of Object.entries((req.params ?? {}) as Record<string, unknown>))
    if (texts(value).some(hasForbiddenText))
      throw new ScimError(400, `${name}: ${FORBIDDEN_TEXT_MESSAGE}`, 'invalidValue');
  const problem = findBodyProblem(req.body);
  if (problem?.kind === 'text')
    throw new ScimError(400, `${problem.path}: ${FORBIDDEN_TEXT_MESSAGE}`, 'invalidValue');
  if (problem?.kind === 'tooDeep') throw new ScimError(400, 'The body is nested too deeply', 'invalidSyntax');
  if (problem) throw new ScimError(400, `${problem.path}: too many items`, 'invalidSyntax');
}
