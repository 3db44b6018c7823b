/**
 * What a spreadsheet may read as the start of a formula (CSV injection): = + - @, the tab and
 * line breaks, and what spreadsheets skip or fold before looking — a leading space, a no-break
 * space, a byte-order mark — and the full-width ＝ ＋ － ＠ that some of them treat like the
 * ASCII signs.
 */
const FORMULA_START = /^[=+\-@\t\r\n \u00A0\uFEFF\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell that could start a formula gets a leading single quote, so spreadsheets show it
 * as text. Numbers pass unchanged: a negative statement amount is data, not a formula. Every
 * CSV the portal writes, members' and admins', passes its cells through here.
 */
export function csvSafeCell(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The inverse for files the portal reads back (an HR file it exported): a quote that
 * csvSafeCell would have added is dropped, any other text is kept as it is.
 */
export function csvUnguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
