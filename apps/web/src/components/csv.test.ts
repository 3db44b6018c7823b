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

describe('toCsv formula guard', () => {
  it('makes text that a spreadsheet would read as a formula after a space, line feed, no-break space, byte-order mark or full-width sign plain text', () => {
    const cells = [' =1+1', '\n=1+1', '\u00a0=1+1', '\ufeff=1+1', '＝1+1', '＋1', '－1', '＠SUM(A1)'];
    const line = toCsv(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], [cells])
      .slice(1)
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    expect(line).toBe(cells.map((c) => `"'${c}"`).join(','));
  });
});
