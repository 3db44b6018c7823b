import { z } from 'zod';
import { ROLE_MESSAGES, type TErrorResponse } from './errors.js';
import { english, withValues, type MessageText } from './i18n/text.js';

type Issue = z.core.$ZodRawIssue;

/** zod's own refusals in plain language, by the ids both the server and the web translate by. */
export const ZOD_TEXTS = {
  required: /*i18n*/ { id: 'zod.required', message: 'Required' },
  mustBeNumber: /*i18n*/ { id: 'zod.mustBeNumber', message: 'Must be a number' },
  mustBeText: /*i18n*/ { id: 'zod.mustBeText', message: 'Must be text' },
  mustBeWholeNumber: /*i18n*/ { id: 'zod.mustBeWholeNumber', message: 'Must be a whole number' },
  mustBeBoolean: /*i18n*/ { id: 'zod.mustBeBoolean', message: 'Must be true or false' },
  mustBeList: /*i18n*/ { id: 'zod.mustBeList', message: 'Must be a list' },
  mustBeObject: /*i18n*/ { id: 'zod.mustBeObject', message: 'Must be an object' },
  mustBeDate: /*i18n*/ { id: 'zod.mustBeDate', message: 'Must be a date' },
  mustBeType: /*i18n*/ { id: 'zod.mustBeType', message: 'Must be {expected}' },
  textAtLeast: /*i18n*/ {
    id: 'zod.textAtLeast',
    message: 'Must be at least {bound} {bound, plural, one {character} other {characters}}',
  },
  textAtMost: /*i18n*/ {
    id: 'zod.textAtMost',
    message: 'Must be at most {bound} {bound, plural, one {character} other {characters}}',
  },
  itemsAtLeast: /*i18n*/ {
    id: 'zod.itemsAtLeast',
    message: 'Must have at least {bound} {bound, plural, one {item} other {items}}',
  },
  itemsAtMost: /*i18n*/ {
    id: 'zod.itemsAtMost',
    message: 'Must have at most {bound} {bound, plural, one {item} other {items}}',
  },
  atLeast: /*i18n*/ { id: 'zod.atLeast', message: 'Must be at least {bound}' },
  atMost: /*i18n*/ { id: 'zod.atMost', message: 'Must be at most {bound}' },
  greaterThan: /*i18n*/ { id: 'zod.greaterThan', message: 'Must be greater than {bound}' },
  lessThan: /*i18n*/ { id: 'zod.lessThan', message: 'Must be less than {bound}' },
  email: /*i18n*/ { id: 'zod.email', message: 'Enter a valid email address' },
  invalidFormat: /*i18n*/ { id: 'zod.invalidFormat', message: 'Invalid format' },
  chooseListed: /*i18n*/ { id: 'zod.chooseListed', message: 'Choose one of the listed options' },
  multipleOf: /*i18n*/ { id: 'zod.multipleOf', message: 'Must be a multiple of {divisor}' },
  unknownFields: /*i18n*/ {
    id: 'zod.unknownFields',
    message: 'Unknown {count, plural, one {field} other {fields}}: {keys}',
  },
  invalidValue: /*i18n*/ { id: 'zod.invalidValue', message: 'Invalid value' },
} as const satisfies Record<string, MessageText>;

const T = ZOD_TEXTS;
const TYPE_TEXTS: Record<string, MessageText> = {
  string: T.mustBeText,
  number: T.mustBeNumber,
  int: T.mustBeWholeNumber,
  boolean: T.mustBeBoolean,
  array: T.mustBeList,
  object: T.mustBeObject,
  date: T.mustBeDate,
};

function sizeText(origin: string, bound: number | bigint, big: boolean, inclusive: boolean): MessageText {
  const values = { bound: Number(bound) };
  if (origin === 'string') return withValues(big ? T.textAtMost : T.textAtLeast, values);
  if (origin === 'array' || origin === 'set') return withValues(big ? T.itemsAtMost : T.itemsAtLeast, values);
  if (inclusive) return withValues(big ? T.atMost : T.atLeast, values);
  return withValues(big ? T.lessThan : T.greaterThan, values);
}

/**
 * Plain-language messages for every issue a schema did not word itself, as message descriptors
 * with their values: the server says them in the caller's language, a form in the page's.
 */
export function friendlyText(issue: Issue): MessageText {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
    return T.required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && typeof issue.input === 'number') return T.mustBeNumber;
      return TYPE_TEXTS[issue.expected] ?? withValues(T.mustBeType, { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return T.required;
      return sizeText(issue.origin, issue.minimum, false, issue.inclusive !== false);
    case 'too_big':
      return sizeText(issue.origin, issue.maximum, true, issue.inclusive !== false);
    case 'invalid_format':
      return issue.format === 'email' ? T.email : T.invalidFormat;
    case 'invalid_value':
      return T.chooseListed;
    case 'not_multiple_of':
      return withValues(T.multipleOf, { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return withValues(T.unknownFields, { count: issue.keys.length, keys: issue.keys.join(', ') });
    default:
      return T.invalidValue;
  }
}

/**
 * The en-GB wording of friendlyText. Schema-level messages (the spec's own wording) still win;
 * zod consults this only for the rest.
 */
export function friendlyMessage(issue: Issue): string | undefined {
  return english(friendlyText(issue));
}

/** Installs the friendly messages for every zod schema in the process (server and browser). */
export function installZodMessages(): void {
  z.config({ customError: friendlyMessage });
}
installZodMessages();

/** Key for issues about the body as a whole rather than one field. */
export const FORM_LEVEL_KEY = '_form';

/**
 * A failed parse as the 400 body: the first message per field, keyed by its dotted path.
 * `say` puts each en-GB message in the caller's language (the server passes its translator).
 */
export function toFormErrors(
  error: z.ZodError,
  say: (english: string) => string = (text) => text,
): Required<TErrorResponse> {
  const formErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_LEVEL_KEY : issue.path.map(String).join('.');
    formErrors[key] ??= say(issue.message);
  }
  return { message: say(ROLE_MESSAGES.invalidInput), formErrors };
}
