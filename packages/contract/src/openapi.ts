import { z } from 'zod';
import type { CallDef } from './registry.js';
import { ZErrorResponse } from './errors.js';
import { scopesOpening } from './api-scopes.js';

/** A JSON Schema or OpenAPI fragment; the document is plain JSON. */
type Json = { [key: string]: unknown };

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  // 'input' describes what a client may send (defaults optional, numeric strings allowed);
  // 'output' what the server sends after its response schema has stripped extra fields.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

function requestBody(call: CallDef, schema: Json): Json {
  if (call.kind !== 'multipart') return { required: true, content: { 'application/json': { schema } } };
  // Multipart: the body's fields are text parts, plus the file part named by fileField.
  const field = call.fileField ?? 'file';
  const properties = {
    ...(schema.properties as Json | undefined),
    [field]: { type: 'string', format: 'binary' },
  };
  const required = [...((schema.required as string[] | undefined) ?? []), field];
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
  };
}

function okResponse(call: CallDef): Json {
  if (call.responseKind === 'zip')
    return {
      description: 'A ZIP file',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    };
  if (call.responseKind === 'csv')
    return {
      description: 'A CSV file (report.csv), streamed',
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  return {
    description: 'OK',
    content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
  };
}

/**
 * Every error status the call can answer, with why. Most follow from the call's kind: every
 * body may be malformed (400), too large (413) or of another media type (415); every call reads
 * the bearer token, and an API token past its rate is refused (429) before anything else; a
 * signed-in call refuses a missing session (401) and a role it does not allow (403); a body
 * with a requestId refuses that id reused with other details (409). The rest only the service
 * knows, and its definition declares them (`answers`).
 */
function errorStatuses(call: CallDef, body: Json): Map<number, string> {
  const anonymous = call.access === 'anonymous';
  const declared = new Set(call.answers ?? []);
  const takesRequestId = Object.hasOwn((body.properties as Json | undefined) ?? {}, 'requestId');
  const upload = call.kind === 'multipart';
  const statuses = new Map<number, string>();
  statuses.set(400, 'Invalid input: message and formErrors keyed by field');
  if (!anonymous) {
    statuses.set(401, 'No or expired session');
    statuses.set(403, call.forbiddenMessage ?? 'Role not allowed');
  }
  if (declared.has(404)) statuses.set(404, 'What the body names does not exist, or is not the caller’s');
  if (declared.has(408)) statuses.set(408, 'The upload stalled and was cut off');
  const conflicts = [
    ...(declared.has(409) ? ['what the body names is not in a state that allows this now'] : []),
    ...(takesRequestId ? ['the requestId was already used with other details'] : []),
  ];
  if (conflicts.length) statuses.set(409, `Conflict: ${conflicts.join('; or ')}`);
  statuses.set(413, upload ? 'The file or the upload is too large' : 'The body is too large');
  statuses.set(
    415,
    upload ? 'The body is not multipart/form-data' : 'The body is not JSON (Content-Type: application/json)',
  );
  statuses.set(
    429,
    declared.has(429)
      ? 'Too many requests: the call’s own limit, or an API token’s rate limit, was reached'
      : 'An API token’s rate limit was reached',
  );
  statuses.set(500, 'Unexpected error');
  if (declared.has(502)) statuses.set(502, 'An outside service the call relies on did not answer');
  return statuses;
}

function operation(id: string, call: CallDef): Json {
  const anonymous = call.access === 'anonymous';
  const body = jsonSchema(call.body, 'input');
  const responses: Json = { 200: okResponse(call) };
  for (const [status, description] of errorStatuses(call, body))
    responses[status] = errorResponse(description);
  // An API token opens a call only when one of its scopes lists it (OpenAPI 3.1 lets a
  // non-OAuth requirement name roles; here they are the token scopes).
  const scopes = anonymous ? [] : scopesOpening(id);
  return {
    operationId: id,
    summary: call.summary,
    tags: [id.split('.')[0]],
    security: anonymous ? [] : [{ bearerAuth: [] }, ...(scopes.length ? [{ apiToken: scopes }] : [])],
    'x-roles': anonymous ? [] : [...call.access],
    'x-scopes': scopes,
    requestBody: requestBody(call, body),
    responses,
  };
}

/** OpenAPI 3.1 description of every call: each a POST with JSON (or multipart) body. */
export function buildOpenApiDocument(calls: Readonly<Record<string, CallDef>>, info: OpenApiInfo): Json {
  const paths: Json = {};
  for (const [id, call] of Object.entries(calls)) paths[call.path] = { post: operation(id, call) };
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ErrorResponse: jsonSchema(ZErrorResponse, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session token from login' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'shn_…',
          description:
            'An API token made by a programme admin; it opens the calls whose x-scopes list one of its scopes',
        },
      },
    },
  };
}
