/**
 * Characters no text field accepts:
 * - NUL, which PostgreSQL refuses in text and no form needs;
 * - bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069),
 *   which make a name or message display differently from what it says ("Trojan Source");
 * - lone UTF-16 surrogates, which are no character at all and cannot be stored as UTF-8.
 * They are refused rather than removed, so what is stored is exactly what the person typed.
 * The regex has no `u` flag on purpose: only then does it see surrogates one by one.
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters refused
  /[\u0000\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_TEXT_MESSAGE = 'Contains a character that is not allowed';

export const hasForbiddenText = (text: string): boolean => FORBIDDEN_TEXT.test(text);
