import { ROLE_MESSAGES } from '@portal/contract';

/** An error with an HTTP status and a message meant for the user; the error handler sends it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly formErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, formErrors: Record<string, string> = {}) =>
  new HttpError(400, message, formErrors);
export const unauthorized = (message: string = ROLE_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = ROLE_MESSAGES.authorised) => new HttpError(403, message);
export const notFound = (message: string = ROLE_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
