import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildOpenApiDocument, calls } from '@portal/contract';

/**
 * The API tests hold every answer of a contract call to the OpenAPI document built from the
 * same registry: its status must be one the document lists for that call, its media type one
 * the document gives that status, and a JSON body must match the status's schema (the call's
 * response for 200, the error shape for the rest). A file (ZIP, CSV) is not read. Problems are
 * kept until `takeAnswerProblems`, which the API projects' setup file calls after every test
 * (openapi-answers-setup.ts), so the test that provoked the answer fails naming it.
 */

type Json = Record<string, unknown>;

/** One answer as the server sent it. */
export interface SentAnswer {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  /** JSON text for a JSON answer; a stream or buffer for a file. */
  payload: unknown;
}

interface Operation {
  id: string;
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

interface Document {
  operations: Map<string, Operation>;
  components: Record<string, Json>;
}

// Built once per test worker: the document and each schema's compiled validator.
let built: Document | undefined;
function documentOfCalls(): Document {
  if (!built) {
    const doc = buildOpenApiDocument(calls, { title: 'API tests', version: 'test' });
    const operations = new Map<string, Operation>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, { post: Json }>)) {
      const op = item.post;
      operations.set(path, {
        id: op.operationId as string,
        responses: op.responses as Operation['responses'],
      });
    }
    const components = (doc.components as { schemas: Record<string, Json> }).schemas;
    built = { operations, components };
  }
  return built;
}

// Formats are not checked: zod writes a pattern beside each format it can check.
const ajv = new Ajv2020({ strict: false, validateFormats: false, logger: false });
const validators = new WeakMap<Json, ValidateFunction>();

function validatorFor(schema: Json, components: Record<string, Json>): ValidateFunction {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  const target = ref ? components[ref[1]!] : schema;
  if (!target) throw new Error(`The OpenAPI document has no ${String(schema.$ref)}`);
  let validate = validators.get(target);
  if (!validate) {
    validate = ajv.compile(target);
    validators.set(target, validate);
  }
  return validate;
}

function bodyText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

/** What the document does not describe about this answer, or null when it describes it all. */
export function answerProblem(answer: SentAnswer): string | null {
  if (answer.method !== 'POST') return null;
  const path = answer.url.split('?')[0]!;
  const { operations, components } = documentOfCalls();
  const op = operations.get(path);
  if (!op) return null;
  const call = `${op.id} (POST ${path})`;
  const listed = op.responses[String(answer.status)];
  if (!listed)
    return `${call} answered ${answer.status}, a status the OpenAPI document does not list for it (it lists ${Object.keys(op.responses).join(', ')})`;
  const mediaType = answer.contentType?.split(';')[0]!.trim().toLowerCase();
  const described = listed.content ?? {};
  const content = mediaType ? described[mediaType] : undefined;
  if (!content)
    return `${call} answered ${answer.status} as ${mediaType ?? 'no media type'}, where the OpenAPI document says ${Object.keys(described).join(' or ')}`;
  if (mediaType !== 'application/json') return null;
  const text = bodyText(answer.payload);
  if (text === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${call} answered ${answer.status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const validate = validatorFor(content.schema, components);
  if (validate(body)) return null;
  return `${call} answered ${answer.status} with a body its OpenAPI schema refuses (${ajv.errorsText(validate.errors)}): ${text.slice(0, 200)}`;
}

const problems: string[] = [];

/** Holds every answer of this app to the OpenAPI document (see above). */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const contentType = reply.getHeader('content-type');
    const problem = answerProblem({
      method: req.method,
      url: req.url,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      payload,
    });
    if (problem) problems.push(problem);
    return payload;
  });
}

/** The problems found since the last call, emptied. */
export function takeAnswerProblems(): string[] {
  return problems.splice(0);
}
