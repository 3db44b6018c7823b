import { describe, expect, it } from 'vitest';
import { csvSafeCell, csvUnguardCell } from './csv.js';

const GUARDED = [
  '=SUM(A1)',
  '+1',
  '-1+2',
  '@cmd',
  '\tx',
  '\rx',
  '\n=1+1',
  ' =1+1',
  '\u00a0=1+1',
  '\ufeff=1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
];

describe('CSV cell guard', () => {
  it.each(GUARDED)('prefixes %j with a quote', (cell) => {
    expect(csvSafeCell(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary text, numbers and empties alone', () => {
    expect(csvSafeCell('Well Done')).toBe('Well Done');
    expect(csvSafeCell('a=b')).toBe('a=b');
    expect(csvSafeCell('a b')).toBe('a b');
    expect(csvSafeCell(-50)).toBe(-50);
    expect(csvSafeCell(true)).toBe('true');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
  });
  it.each(GUARDED)('reads %j back as it was', (cell) => {
    expect(csvUnguardCell(String(csvSafeCell(cell)))).toBe(cell);
  });
  it('keeps a quote the guard did not add', () => {
    expect(csvUnguardCell("'tis the season")).toBe("'tis the season");
    expect(csvUnguardCell('Ann')).toBe('Ann');
  });
});
