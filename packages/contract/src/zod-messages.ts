import { z } from 'zod';
import { ROLE_MESSAGES, type TErrorResponse } from './errors.js';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function sizeText(origin: string, bound: number | bigint, big: boolean, inclusive: boolean): string {
  const word = big ? 'at most' : 'at least';
  if (origin === 'string') return `Must be ${word} ${bound} character${bound === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set')
    return `Must have ${word} ${bound} item${bound === 1 ? '' : 's'}`;
  if (inclusive) return `Must be ${word} ${bound}`;
  return `Must be ${big ? 'less' : 'greater'} than ${bound}`;
}

/**
 * Plain-language messages for every issue a schema did not word itself. Schema-level messages
 * (the spec's own wording) still win; zod consults this map only for the rest.
 */
export function friendlyMessage(issue: Issue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
    return 'Required';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'Must be a number';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Required';
      return sizeText(issue.origin, issue.minimum, false, issue.inclusive !== false);
    case 'too_big':
      return sizeText(issue.origin, issue.maximum, true, issue.inclusive !== false);
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address';
      return 'Invalid format';
    case 'invalid_value':
      return 'Choose one of the listed options';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return 'Invalid value';
  }
}

/** Installs the friendly messages for every zod schema in the process (server and browser). */
export function installZodMessages(): void {
  z.config({ customError: friendlyMessage });
}
installZodMessages();

/** Key for issues about the body as a whole rather than one field. */
export const FORM_LEVEL_KEY = '_form';

/** A failed parse as the 400 body: the first message per field, keyed by its dotted path. */
export function toFormErrors(error: z.ZodError): Required<TErrorResponse> {
  const formErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_LEVEL_KEY : issue.path.map(String).join('.');
    formErrors[key] ??= issue.message;
  }
  return { message: ROLE_MESSAGES.invalidInput, formErrors };
}
