import { describe, expect, it } from 'vitest';
import { csvSafeCell } from './csv.js';

describe('CSV cell guard', () => {
  it.each(['=SUM(A1)', '+1', '-1+2', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (cell) => {
    expect(csvSafeCell(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary text, numbers and empties alone', () => {
    expect(csvSafeCell('Well Done')).toBe('Well Done');
    expect(csvSafeCell('a=b')).toBe('a=b');
    expect(csvSafeCell(-50)).toBe(-50);
    expect(csvSafeCell(true)).toBe('true');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
  });
});
