import type { z } from 'zod';
import type { Access } from './roles.js';

/**
 * Error statuses only a call's own service answers: 404 (the thing named in the body does not
 * exist, or is not the caller's), 408 (an upload that stalled past its read deadline), 409 (the
 * state forbids it now), 429 (the call's own limit), 502 (an outside service did not answer). The statuses every call of a kind answers are
 * derived from the definition instead (openapi.ts, `answerStatuses`).
 */
export type ServiceStatus = 404 | 408 | 409 | 429 | 502;

/**
 * One call of the HTTP interface. The server registers a route per call
 * from these definitions and the tests walk them (role matrix, fuzzing, OpenAPI).
 */
export interface CallDef<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** POST path, exactly as the spec names it. */
  path: `/api/${string}`;
  summary: string;
  /** 'json' (the default) or 'multipart' for uploads (the file field is named by `fileField`). */
  kind?: 'json' | 'multipart';
  fileField?: string;
  /**
   * 'json' (the default), 'zip' for a call that answers a ZIP file, or 'csv' for one that
   * streams a text/csv file (the response schema then describes nothing).
   */
  responseKind?: 'json' | 'zip' | 'csv';
  body: B;
  response: R;
  access: Access;
  /** Message for a logged-in member whose roles are not allowed (defaults to the generic one). */
  forbiddenMessage?: string;
  /**
   * For a call whose body carries a requestId: whether this body's id is claimed (the same id
   * with other details is then a 409). Defaults to every body; a preview that changes nothing
   * (fundbudgets without apply) need not claim it, nor a call whose service compares a repeat
   * with what its first use stored (doreward).
   */
  requestIdClaims?: (body: z.infer<B>) => boolean;
  /**
   * The statuses the call's service answers besides those its kind brings (ServiceStatus). The
   * OpenAPI document lists them, and the API tests fail on any status a call answers that the
   * document does not list.
   */
  answers?: readonly ServiceStatus[];
}

export function defineCall<B extends z.ZodType, R extends z.ZodType>(def: CallDef<B, R>): CallDef<B, R> {
  return def;
}

export type CallBody<C> = C extends CallDef<infer B, z.ZodType> ? z.infer<B> : never;
export type CallInput<C> = C extends CallDef<infer B, z.ZodType> ? z.input<B> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer R> ? z.infer<R> : never;
