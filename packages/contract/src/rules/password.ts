import { LIMITS } from '../limits.js';
import { FIELD_TEXTS } from '../field-texts.js';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The passwords that top every breach list and still pass the length/letter/number rule.
 * Kept short on purpose: it stops the obvious choices without shipping a dictionary to the web.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword1',
  'pass1234',
  'qwerty123',
  'qwerty12',
  'qwerty1',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  '1q2w3e4r',
  'q1w2e3r4',
  '12345678a',
  '123456789a',
  '1234abcd',
  'letmein1',
  'welcome1',
  'welcome123',
  'iloveyou1',
  'admin123',
  'admin1234',
  'test1234',
  'trustno1',
  'changeme1',
  'football1',
  'baseball1',
  'sunshine1',
  'princess1',
  'monkey123',
  'dragon123',
  'master123',
  'superman1',
  'zaq12wsx',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > LIMITS.password) return `Must be at most ${LIMITS.password} characters`;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return FIELD_TEXTS.passwordLetterAndNumber.message;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return FIELD_TEXTS.passwordTooCommon.message;
  return null;
}

export const isStrongPassword = (password: string): boolean => passwordProblem(password) === null;
