import type { MessageText } from '@portal/contract';

/** Fastify's own refusals, worded by the error handler. */
export const HTTP_TEXTS = {
  tooLarge: /*i18n*/ { id: 'http.tooLarge', message: 'The request is too large.' },
  unsupportedBody: /*i18n*/ {
    id: 'http.unsupportedBody',
    message:
      'This kind of request body is not accepted: send JSON (Content-Type: application/json), or multipart/form-data for an upload.',
  },
  tooManyRequests: /*i18n*/ {
    id: 'http.tooManyRequests',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  badRequest: /*i18n*/ { id: 'http.badRequest', message: 'Bad request' },
  notJson: /*i18n*/ {
    id: 'http.notJson',
    message: 'Send this request as JSON (Content-Type: application/json).',
  },
  notMultipart: /*i18n*/ { id: 'http.notMultipart', message: 'Send this upload as multipart/form-data.' },
} as const satisfies Record<string, MessageText>;

/**
 * A JSON body refused before any call sees it (http/json-body.ts). `{levels}` and `{max}` are
 * the limits, `{max}` written the en-GB way (10,000) as it always was.
 */
export const BODY_TEXTS = {
  tooDeep: /*i18n*/ {
    id: 'body.tooDeep',
    message: 'The request is nested too deeply (at most {levels} levels).',
  },
  arrayTooLong: /*i18n*/ {
    id: 'body.arrayTooLong',
    message: 'A list in the request is too long (at most {max} items).',
  },
} as const satisfies Record<string, MessageText>;

/** Refusals many calls share: a stale cursor, a repeated request, a member or page not found. */
export const COMMON_TEXTS = {
  invalidCursor: /*i18n*/ { id: 'common.invalidCursor', message: 'Invalid cursor' },
  listChanged: /*i18n*/ {
    id: 'common.listChanged',
    message: 'That list has changed; open the section again.',
  },
  requestChanged: /*i18n*/ {
    id: 'common.requestChanged',
    message: 'This request was already made with different details.',
  },
  memberNotFound: /*i18n*/ { id: 'common.memberNotFound', message: 'Member not found' },
  paymentNotFound: /*i18n*/ { id: 'common.paymentNotFound', message: 'Payment not found.' },
  paymentOver: /*i18n*/ {
    id: 'common.paymentOver',
    message: 'This payment is already over; go back to the basket.',
  },
  choosePoints: /*i18n*/ { id: 'common.choosePoints', message: 'Choose the points to give' },
  noTeam: /*i18n*/ { id: 'common.noTeam', message: 'You have no team to report on.' },
} as const satisfies Record<string, MessageText>;

/** What sign-in answers. */
export const LOGIN_TEXTS = {
  invalid: /*i18n*/ { id: 'login.invalid', message: 'The member number or password is incorrect.' },
  notRegistered: /*i18n*/ {
    id: 'login.notRegistered',
    message: 'You have not registered yet. Please register before logging in.',
  },
  tooMany: /*i18n*/ {
    id: 'login.tooMany',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
} as const satisfies Record<string, MessageText>;

/** What registration and forgot-password answer, and the one-time code's SMS. */
export const OTP_TEXTS = {
  unknownMember: /*i18n*/ {
    id: 'otp.unknownMember',
    message: 'We could not find that member number. Please check it and try again.',
  },
  alreadyRegistered: /*i18n*/ {
    id: 'otp.alreadyRegistered',
    message: 'This member number is already registered. Please log in, or use Forgot password.',
  },
  emailMismatch: /*i18n*/ {
    id: 'otp.emailMismatch',
    message: 'The e-mail address does not match the one we hold for this member number.',
  },
  wrongCode: /*i18n*/ {
    id: 'otp.wrongCode',
    message: 'The code is incorrect. Please check the SMS and try again.',
  },
  expiredCode: /*i18n*/ {
    id: 'otp.expiredCode',
    message: 'This code has expired or has already been used. Please request a new code.',
  },
  tooManyAttempts: /*i18n*/ {
    id: 'otp.tooManyAttempts',
    message: 'Too many incorrect codes. Please request a new code.',
  },
  tooManySends: /*i18n*/ {
    id: 'otp.tooManySends',
    message: 'Too many codes requested. Please wait a few minutes and try again.',
  },
  smsText: /*i18n*/ {
    id: 'otp.smsText',
    message: 'Your {programme} verification code is {code}. It expires in 10 minutes. Do not share it.',
  },
} as const satisfies Record<string, MessageText>;
