import { describe, expect, it } from 'vitest';
import { statementLines } from './statement';

describe('statementLines', () => {
  it('splits debits and credits and puts the newest first', () => {
    const lines = statementLines([
      { transDate: '2026-01-02T10:00:00Z', transDescription: 'Opening', pointsValue: 1250 },
      { transDate: '2026-03-01 09:00:00', transDescription: 'Order 12', pointsValue: -300 },
      { transDate: '2026-02-01T09:00:00Z', transDescription: 'Zero', pointsValue: 0 },
    ]);
    expect(lines.map((l) => [l.description, l.debit, l.credit])).toEqual([
      ['Order 12', 300, null],
      ['Zero', null, 0],
      ['Opening', null, 1250],
    ]);
  });

  it('keeps the server order among rows of the same instant', () => {
    const at = '2026-01-02T10:00:00Z';
    const lines = statementLines([
      { transDate: at, transDescription: 'a', pointsValue: 1 },
      { transDate: at, transDescription: 'b', pointsValue: 2 },
    ]);
    expect(lines.map((l) => l.description)).toEqual(['a', 'b']);
  });
});
