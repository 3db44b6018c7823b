import { formatBirthday, MONTH_NAMES } from '@portal/contract';

/** How a birthday reads on the profile: '14 March', or '(Not provided)' when empty or invalid. */
export const birthdayText = (dOBdd: string, dOBmm: string): string => formatBirthday(dOBdd, dOBmm);

/** Days a month can have, counting 29 February (the year of birth is not held). */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export const dayOptions = Array.from({ length: 31 }, (_, i) => twoDigits(i + 1));

export const monthOptions = MONTH_NAMES.map((label, i) => ({ value: twoDigits(i + 1), label }));
