import type { CallDef, CallInput, CallResponse } from '@portal/contract';
import {
  describeHttpFailure,
  describeRequestFailure,
  describeUnexpectedFailure,
  type FailureOutcome,
} from './api-errors';
import { showErrorModal } from './error-modals';
import { activeLocale } from './i18n/active-locale';
import { getToken } from './session';
import { createStore, useStore } from './store';

export { ApiError, formErrorText, formErrorsOf } from './api-errors';

/** Requests under way; the full-screen loading overlay shows while this is above zero. */
const inFlight = createStore(0);

export function useInFlightCount(): number {
  return useStore(inFlight);
}

/**
 * True once a call failed because the device is offline: the main area then shows one offline
 * screen with a Retry, instead of an error dialog per call. Cleared when calls are retried.
 */
export const offlineFailure = createStore(false);

export function useOfflineFailure(): boolean {
  return useStore(offlineFailure);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const succeeded = new Set<(path: string) => void>();

/** Tells the listener the path of every call that succeeds (the install offer waits for a first send). */
export function onCallSucceeded(listener: (path: string) => void): void {
  succeeded.add(listener);
}

let onUnauthorized: () => void = () => {};

/** The app decides what "clear login data and go to /logout" means (it owns the router and cache). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * POST one call of the contract with a JSON body and the session's bearer token.
 * Resolves with the response body; rejects with an ApiError after the global handling of
 * the global handling (401 redirect, error modals). Callers present only 'invalid' errors
 * (400 with a message) themselves, usually through formErrorText.
 */
export async function callApi<C extends CallDef>(
  call: C,
  body: CallInput<C>,
  opts: {
    background?: boolean;
    /**
     * HTTP statuses the caller shows itself (a sign-in's 429 on the form, a missing content page
     * as Page not found): no global error dialog for them, the ApiError carries the message.
     */
    presents?: readonly number[];
  } = {},
): Promise<CallResponse<C>> {
  // A background call (polling a job's progress) does not cover the page with the overlay.
  if (opts.background) return (await send(call.path, body, opts.presents)) as CallResponse<C>;
  inFlight.set((n) => n + 1);
  try {
    return (await send(call.path, body, opts.presents)) as CallResponse<C>;
  } finally {
    inFlight.set((n) => n - 1);
  }
}

/** POST a multipart call (a file upload) with the same token, overlay and error handling as callApi. */
export async function callApiMultipart<C extends CallDef>(call: C, form: FormData): Promise<CallResponse<C>> {
  inFlight.set((n) => n + 1);
  try {
    return (await send(call.path, form)) as CallResponse<C>;
  } finally {
    inFlight.set((n) => n - 1);
  }
}

/**
 * POST a call that answers a file (a ZIP download) with the same token, overlay and error
 * handling as callApi; resolves with the file and the name the server gave it.
 */
export async function callApiDownload<C extends CallDef>(
  call: C,
  body: CallInput<C>,
): Promise<{ blob: Blob; fileName: string }> {
  inFlight.set((n) => n + 1);
  try {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Language': activeLocale.get(),
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(call.path, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
    } catch (cause) {
      throw requestFailed(cause);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw handle(describeHttpFailure(response.status, response.statusText, text));
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download.zip';
    return { blob: await response.blob(), fileName };
  } finally {
    inFlight.set((n) => n - 1);
  }
}

async function send(path: string, body: unknown, presents: readonly number[] = []): Promise<unknown> {
  const isForm = body instanceof FormData;
  // The browser writes a multipart Content-Type itself, with the boundary.
  // The server answers (messages, field errors) in the language the interface shows.
  const headers: Record<string, string> = isForm
    ? { Accept: 'application/json', 'Accept-Language': activeLocale.get() }
    : {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': activeLocale.get(),
      };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: isForm ? body : JSON.stringify(body ?? {}),
    });
    text = await response.text();
  } catch (cause) {
    throw requestFailed(cause);
  }
  if (!response.ok) throw handle(describeHttpFailure(response.status, response.statusText, text), presents);
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch (cause) {
    throw handle(describeUnexpectedFailure(cause));
  }
  for (const listener of succeeded) listener(path);
  return parsed;
}

/** No response: offline, that is the offline screen's to say (once); otherwise the request error dialog. */
function requestFailed(cause: unknown): Error {
  const outcome = describeRequestFailure(cause);
  if (!isOffline()) return handle(outcome);
  offlineFailure.set(true);
  return outcome.error;
}

function handle(outcome: FailureOutcome, presents: readonly number[] = []): Error {
  if (outcome.unauthorized) onUnauthorized();
  const { status } = outcome.error;
  const callerShows = status !== undefined && presents.includes(status);
  if (outcome.modal && !callerShows) showErrorModal(outcome.modal);
  return outcome.error;
}
