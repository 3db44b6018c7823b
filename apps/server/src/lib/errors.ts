import { english, ROLE_MESSAGES, type MessageText } from '@portal/contract';

/**
 * An error with an HTTP status and a message meant for the user; the error handler sends it in
 * the caller's language. A message with values is thrown as its descriptor (`withValues`); a
 * plain string is en-GB wording, translated when it is one of the catalogued messages.
 */
export class HttpError extends Error {
  readonly text: MessageText | undefined;
  constructor(
    readonly statusCode: number,
    message: string | MessageText,
    readonly formErrors?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.text = typeof message === 'string' ? undefined : message;
  }
}

export const badRequest = (message: string | MessageText, formErrors: Record<string, string> = {}) =>
  new HttpError(400, message, formErrors);
export const unauthorized = (message: string = ROLE_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = ROLE_MESSAGES.authorised) => new HttpError(403, message);
export const notFound = (message: string | MessageText = ROLE_MESSAGES.notFound) =>
  new HttpError(404, message);
export const conflict = (message: string | MessageText) => new HttpError(409, message);
