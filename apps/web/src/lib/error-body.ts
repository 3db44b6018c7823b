import type { TErrorResponse } from '@portal/contract';

/**
 * The server's error body, read without Lingui or zod: Welcome's sign-in island reads it too,
 * and its first load carries neither.
 */

/** The error body's shape, checked by hand: zod stays out of the first load. */
function isErrorResponse(value: unknown): value is TErrorResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { message, formErrors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return false;
  if (formErrors === undefined) return true;
  return (
    typeof formErrors === 'object' &&
    formErrors !== null &&
    Object.values(formErrors).every((text) => typeof text === 'string')
  );
}

export function parseErrorBody(body: string): { message: string; formErrors: Record<string, string> } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isErrorResponse(parsed)) return { message: parsed.message, formErrors: parsed.formErrors ?? {} };
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server message.
  }
  return { message: '', formErrors: {} };
}
