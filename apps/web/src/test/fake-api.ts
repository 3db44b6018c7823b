import { calls, ZErrorResponse, type CallBody, type TErrorResponse } from '@portal/contract';
import type { z } from 'zod';

/** A key of the contract's registry: 'shop.getbasket', 'nom.newnom'… */
export type CallKey = keyof typeof calls;
type Call<K extends CallKey> = (typeof calls)[K];

/** A failed call as the server sends it: a status and the contract's error body. */
export interface Failure {
  readonly failure: true;
  readonly status: number;
  readonly body: TErrorResponse;
}

/** The server refusing a call: `failure(400, 'Too short', { reason: 'Too short' })`. */
export function failure(status: number, message: string, formErrors?: Record<string, string>): Failure {
  return { failure: true, status, body: ZErrorResponse.parse({ message, formErrors }) };
}

type Answered<K extends CallKey> = z.input<Call<K>['response']> | Failure;

/**
 * What a call answers: a value written as the contract's response schema takes it (defaults may
 * be left out), a Failure, or a function of the request body that returns either.
 */
export type Answer<K extends CallKey> =
  Answered<K> | ((body: CallBody<Call<K>>) => Answered<K> | Promise<Answered<K>>);

export type Answers = { [K in CallKey]?: Answer<K> };

interface SentRequest {
  key: CallKey;
  body: unknown;
}

const callByPath = new Map<string, CallKey>(
  (Object.keys(calls) as CallKey[]).map((key) => [calls[key].path, key]),
);

/** A JSON body as sent; a multipart upload's text fields (its file is the server's to check). */
function requestBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData)
    return Object.fromEntries([...body.entries()].filter((entry) => typeof entry[1] === 'string'));
  return {};
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Partial<Failure>).failure === true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server, as far as a screen can tell: `fetch` answers each call of the contract from the
 * test's answers. Every answer is parsed through the call's response schema and every request
 * body through its body schema, so a fixture or a screen that drifts from the contract fails
 * the test instead of passing against a shape the real server never sends or accepts.
 */
export class FakeApi {
  private readonly answers: Answers;
  private readonly requests: SentRequest[] = [];
  /** Contract breaches and unanswered calls, thrown at the end of the test (see `check`). */
  private readonly problems: string[] = [];

  constructor(answers: Answers) {
    this.answers = { ...answers };
  }

  /** Replaces one call's answer, for what the server says from now on. */
  answer<K extends CallKey>(key: K, answer: Answer<K>): void {
    (this.answers as Record<K, Answer<K>>)[key] = answer;
  }

  /** The bodies the screen sent for one call, oldest first. */
  bodiesOf<K extends CallKey>(key: K): CallBody<Call<K>>[] {
    return this.requests.filter((r) => r.key === key).map((r) => r.body as CallBody<Call<K>>);
  }

  /** Throws what went wrong outside the screen's sight: a call nobody answered, a bad shape. */
  check(): void {
    if (this.problems.length) throw new Error(`The fake API saw:\n${this.problems.join('\n')}`);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test').pathname;
    const key = callByPath.get(path);
    if (!key) return this.problem(`${path} is no call of the contract`);
    const call = calls[key];
    const raw = requestBody(init?.body);
    const body = call.body.safeParse(raw);
    if (!body.success)
      return this.problem(`${key} was sent a body its schema refuses: ${body.error.message}`);
    this.requests.push({ key, body: body.data });
    const answer = this.answers[key] as Answer<typeof key> | undefined;
    if (answer === undefined) return this.problem(`${key} was called but the test gave it no answer`);
    const value: unknown = typeof answer === 'function' ? await answer(body.data as never) : answer;
    if (isFailure(value)) return json(value.status, value.body);
    const parsed = call.response.safeParse(value);
    if (!parsed.success)
      return this.problem(`${key} answer does not fit its schema: ${parsed.error.message}`);
    return json(200, parsed.data);
  };

  /** Recorded for `check`, and answered as a server fault so the screen does not hang. */
  private problem(text: string): Response {
    this.problems.push(text);
    return json(500, { message: text });
  }
}
