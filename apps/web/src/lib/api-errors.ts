import { t } from '@lingui/core/macro';
import type { ErrorModalContent } from './error-modals';
import { parseErrorBody } from './error-body';

export { parseErrorBody } from './error-body';

/**
 * How a failed call is handled:
 * - 'invalid': 400 with a message, thrown to the caller, which shows it (and formErrors under fields);
 * - 'unauthorized': 401, login data is cleared and the app goes to /logout;
 * - 'response': any other HTTP error, shown in the 'Data Response Error' modal;
 * - 'request': no response at all, shown in the 'Data Request Error' modal;
 * - 'unexpected': anything else, shown in the 'Data Unexpected Error' modal.
 */
export type ApiErrorKind = 'invalid' | 'unauthorized' | 'response' | 'request' | 'unexpected';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The server's message, or '' when it sent none. */
    readonly serverMessage: string,
    readonly formErrors: Readonly<Record<string, string>> = {},
    /** The raw response body ('' when there was no response). */
    readonly body = '',
    readonly status?: number,
  ) {
    super(serverMessage || `${kind} error${status ? ` (${status})` : ''}`);
  }
}

export interface FailureOutcome {
  error: ApiError;
  /** A global dialog to show, if the failure is not the caller's to present. */
  modal?: ErrorModalContent;
  /** Clear login data and go to /logout. */
  unauthorized?: boolean;
}

/**
 * Titles and lines are formatted in the language shown when the failure happens; the server's
 * own message comes already in that language (the request said which).
 */

export function describeHttpFailure(status: number, statusText: string, body: string): FailureOutcome {
  const { message, formErrors } = parseErrorBody(body);
  if (status === 401) {
    return { error: new ApiError('unauthorized', message, {}, body, status), unauthorized: true };
  }
  // A 413 with a message is an upload over its limit: the form shows it beside the file, like a 400.
  if ((status === 400 || status === 413) && message) {
    return { error: new ApiError('invalid', message, formErrors, body, status) };
  }
  const lines = [t`An unexpected error (${status}) has occurred`];
  if (statusText) lines.push(statusText);
  const detail = message || body.trim();
  if (detail) lines.push(detail);
  return {
    error: new ApiError('response', message, formErrors, body, status),
    modal: { title: t`Data Response Error`, lines },
  };
}

export function describeRequestFailure(cause: unknown): FailureOutcome {
  const lines = [t`The server could not be reached. Please check your connection and try again.`];
  if (cause instanceof Error && cause.message) lines.push(cause.message);
  return { error: new ApiError('request', ''), modal: { title: t`Data Request Error`, lines } };
}

export function describeUnexpectedFailure(cause: unknown): FailureOutcome {
  const lines = [t`An unexpected error has occurred.`];
  if (cause instanceof Error && cause.message) lines.push(cause.message);
  return { error: new ApiError('unexpected', ''), modal: { title: t`Data Unexpected Error`, lines } };
}

/** What a form shows for a failed call: the server message, else the raw body, else 'Unexpected Error'. */
export function formErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return err.serverMessage;
    if (err.body) return t`An error has occurred: ${err.body}`;
  }
  return t`Unexpected Error`;
}

/** Field errors of a failed call, to show under the form's fields. */
export function formErrorsOf(err: unknown): Readonly<Record<string, string>> {
  return err instanceof ApiError ? err.formErrors : {};
}
