/**
 * Test data that must not collide (member numbers, e-mails, codes, keys) is numbered, never
 * drawn at random: a random draw collides now and then (two tests of 1,200 members each drawing
 * from 90 million numbers meet about once in sixty runs), and a test that fails by chance refuses
 * good work. Each test file has its own database copy and its own instance of this module, so a
 * counter per module is a sequence per test database.
 */
let last = 0;

/** The next number of this test file's sequence: 1, 2, 3, … */
export const nextUnique = (): number => ++last;

/** A member number of nine digits starting with `prefix`, never one of the demo company's six-digit numbers. */
export const uniqueMemberNumber = (prefix: '7' | '8' | '9' = '9'): string =>
  `${prefix}${String(nextUnique()).padStart(8, '0')}`;

/** A UK mobile number starting with `prefix`, unique within the file. */
export const uniqueMobile = (prefix = '+4477009'): string =>
  `${prefix}${String(nextUnique()).padStart(5, '0')}`;
