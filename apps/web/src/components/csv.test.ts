import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and quotes every cell', () => {
    const text = toCsv(['Type', 'Points'], [['PIF', 50]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('"Type","Points"\r\n"PIF","50"');
  });

  it('escapes quotes, keeps commas and line breaks inside the cell', () => {
    const text = toCsv(['Message'], [['She said "wow", then\nleft']]);
    expect(text.slice(1)).toBe('"Message"\r\n"She said ""wow"", then\nleft"');
  });

  it('makes formula-like text plain text but keeps negative numbers', () => {
    const text = toCsv(['A', 'B', 'C'], [['=SUM(A1)', '@x', -20]]);
    expect(text.slice(1).split('\r\n')[1]).toBe(`"'=SUM(A1)","'@x","-20"`);
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(['A', 'B'], [[null, undefined]]).slice(1)).toBe('"A","B"\r\n"",""');
  });
});
