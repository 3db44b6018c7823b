import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import type { CallDef } from '@portal/contract';

/**
 * Answers are written by fast-json-stringify from a JSON Schema generated from the call's
 * contract response schema, instead of checked with zod and then JSON.stringify-ed: it writes
 * only the properties the contract names, so a field that must not leak (a password hash, an
 * e-mail the caller may not see) is still dropped, at a fraction of the cost. Schemas and
 * compiled writers are made once per call (the first answer compiles), shared by every app.
 */
const jsonSchemas = new WeakMap<object, object>();
const writers = new WeakMap<object, (data: unknown) => string>();

export function responseJsonSchema(call: CallDef): object {
  let schema = jsonSchemas.get(call.response);
  if (!schema) {
    schema = z.toJSONSchema(call.response, { io: 'output', target: 'draft-7' }) as object;
    jsonSchemas.set(call.response, schema);
  }
  return schema;
}

/**
 * Answers a service keeps and hands out again unchanged (Home's, while its parts are kept) are
 * written once: the text is kept with the object and dropped with it. Only answers marked with
 * `cacheableAnswer` are kept, since only their services promise never to change them afterwards.
 */
const cacheableAnswers = new WeakSet<object>();
const written = new WeakMap<object, string>();

/** Marks an answer that will never change as long as anyone holds it (see above). */
export function cacheableAnswer<T extends object>(answer: T): T {
  cacheableAnswers.add(answer);
  return answer;
}

export const compileResponseWriter: FastifySerializerCompiler<object> = ({ schema }) => {
  return (data: unknown) => {
    let write = writers.get(schema);
    if (!write) {
      write = fastJson(schema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
      writers.set(schema, write);
    }
    if (typeof data !== 'object' || data === null || !cacheableAnswers.has(data)) return write(data);
    let text = written.get(data);
    if (text === undefined) {
      text = write(data);
      written.set(data, text);
    }
    return text;
  };
};
