import { MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { birthdayText, dayOptions, daysInMonth, monthOptions } from './birthday';

const NOT_PROVIDED = MESSAGES.birthdayNotProvided;

describe('birthdayText', () => {
  it('shows a valid day and month', () => {
    expect(birthdayText('14', '03')).toBe('14 March');
    expect(birthdayText('01', '12')).toBe('1 December');
    expect(birthdayText('31', '01')).toBe('31 January');
    expect(birthdayText('30', '04')).toBe('30 April');
  });

  it('allows 29 February, since the year is not held', () => {
    expect(birthdayText('29', '02')).toBe('29 February');
  });

  it.each([
    ['30', '02'],
    ['31', '04'],
    ['31', '06'],
    ['31', '09'],
    ['31', '11'],
    ['32', '01'],
    ['00', '05'],
    ['10', '13'],
    ['10', '00'],
    ['', ''],
    ['05', ''],
    ['', '05'],
    ['5', '05'],
  ])('reads (Not provided) for day %j month %j', (day, month) => {
    expect(birthdayText(day, month)).toBe(NOT_PROVIDED);
  });
});

describe('birthday pickers', () => {
  it('knows the short months', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(daysInMonth)).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('offers two-digit days and months, as the payload needs', () => {
    expect(dayOptions[0]).toBe('01');
    expect(dayOptions.at(-1)).toBe('31');
    expect(monthOptions()[1]).toEqual({ value: '02', label: 'February' });
  });
});

describe('birthdays in other languages', () => {
  it('writes the day and month as the language does', () => {
    expect(birthdayText('14', '03', 'de')).toBe('14. März');
    expect(birthdayText('29', '02', 'fr')).toBe('29 février');
    expect(monthOptions('es')[0]).toEqual({ value: '01', label: 'enero' });
  });

  it('keeps (Not provided) for an invalid date', () => {
    expect(birthdayText('31', '04', 'de')).toBe(NOT_PROVIDED);
  });
});
