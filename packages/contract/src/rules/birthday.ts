import { MESSAGES } from '../messages.js';

const THIRTY_DAY_MONTHS = new Set([4, 6, 9, 11]);

/** Both empty (not given) or a real day and month; the year is not held, so 29 February is allowed. */
export function isValidBirthday(dOBdd: string, dOBmm: string): boolean {
  if (dOBdd === '' && dOBmm === '') return true;
  if (!/^\d{2}$/.test(dOBdd) || !/^\d{2}$/.test(dOBmm)) return false;
  const day = Number(dOBdd);
  const month = Number(dOBmm);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  if (THIRTY_DAY_MONTHS.has(month) && day > 30) return false;
  if (month === 2 && day > 29) return false;
  return true;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '7 March' for ('07', '03'); '(Not provided)' when empty or not a real date. */
export function formatBirthday(dOBdd: string | null | undefined, dOBmm: string | null | undefined): string {
  const dd = dOBdd ?? '';
  const mm = dOBmm ?? '';
  if (dd === '' || mm === '' || !isValidBirthday(dd, mm)) return MESSAGES.birthdayNotProvided;
  return `${Number(dd)} ${MONTH_NAMES[Number(mm) - 1]}`;
}

export { MONTH_NAMES };
