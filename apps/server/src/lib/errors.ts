import { english, ROLE_MESSAGES, type MessageText } from '@portal/contract';

/** A field's refusal: en-GB wording, or a descriptor when it carries values. */
export type FieldText = string | MessageText;

/**
 * An error with an HTTP status and a message meant for the user; the error handler sends it in
 * the caller's language. A message with values is thrown as its descriptor (`withValues`); a
 * plain string is en-GB wording, translated when it is one of the catalogued messages. Field
 * errors are kept both ways: `formErrors` in en-GB (the CLI, chat replies), `fieldTexts` as
 * given, for the error handler to say.
 */
export class HttpError extends Error {
  readonly text: MessageText | undefined;
  readonly formErrors?: Record<string, string>;
  readonly fieldTexts?: Record<string, FieldText>;
  constructor(
    readonly statusCode: number,
    message: string | MessageText,
    fields?: Record<string, FieldText>,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.text = typeof message === 'string' ? undefined : message;
    if (fields) {
      this.fieldTexts = fields;
      this.formErrors = Object.fromEntries(
        Object.entries(fields).map(([field, text]) => [
          field,
          typeof text === 'string' ? text : english(text),
        ]),
      );
    }
  }
}

export const badRequest = (message: string | MessageText, formErrors: Record<string, FieldText> = {}) =>
  new HttpError(400, message, formErrors);
export const unauthorized = (message: string | MessageText = ROLE_MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string | MessageText = ROLE_MESSAGES.authorised) =>
  new HttpError(403, message);
export const notFound = (message: string | MessageText = ROLE_MESSAGES.notFound) =>
  new HttpError(404, message);
export const conflict = (message: string | MessageText) => new HttpError(409, message);
