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

function requestBody(call: CallDef): Json {
  const schema = jsonSchema(call.body, 'input');
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

function operation(id: string, call: CallDef): Json {
  const anonymous = call.access === 'anonymous';
  const responses: Json = {
    200:
      call.responseKind === 'zip'
        ? {
            description: 'A ZIP file',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          }
        : call.responseKind === 'csv'
          ? {
              description: 'A CSV file (report.csv), streamed',
              content: { 'text/csv': { schema: { type: 'string' } } },
            }
          : {
              description: 'OK',
              content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
            },
    400: errorResponse('Invalid input: message and formErrors keyed by field'),
  };
  if (!anonymous) {
    responses[401] = errorResponse('No or expired session');
    responses[403] = errorResponse(call.forbiddenMessage ?? 'Role not allowed');
  }
  // An API token opens a call only when one of its scopes lists it (OpenAPI 3.1 lets a
  // non-OAuth requirement name roles; here they are the token scopes).
  const scopes = anonymous ? [] : scopesOpening(id);
  if (scopes.length) responses[429] = errorResponse('The API token’s rate limit was reached');
  responses[500] = errorResponse('Unexpected error');
  return {
    operationId: id,
    summary: call.summary,
    tags: [id.split('.')[0]],
    security: anonymous ? [] : [{ bearerAuth: [] }, ...(scopes.length ? [{ apiToken: scopes }] : [])],
    'x-roles': anonymous ? [] : [...call.access],
    'x-scopes': scopes,
    requestBody: requestBody(call),
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
