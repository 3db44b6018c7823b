/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that would start a formula gets a leading single quote, so spreadsheets show it
 * as text. Numbers pass unchanged: a negative statement amount is data, not a formula.
 */
export function csvSafeCell(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
