import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportHrCsv } from './hr-export.js';
import { parseHrFile } from './hr-file.js';
import { ordersCsv } from '../orders/orders-csv.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();

describe('HR export formula guard', () => {
  it('writes names a spreadsheet would read as formulas as text, and the import reads them back unchanged', async () => {
    const hostile = { legalFirstname: '＝HYPERLINK("x")', surname: '@SUM(A1)', jobTitle: '－2+3' };
    await t.database.db.updateTable('members').set(hostile).where('memberNumber', '=', '100001').execute();
    const csv = await exportHrCsv(t.database.db);
    const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const row = rows.find((r) => r[0] === '100001')!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('first_name')).toBe(`'${hostile.legalFirstname}`);
    expect(cell('surname')).toBe(`'${hostile.surname}`);
    expect(cell('job_title')).toBe(`'${hostile.jobTitle}`);
    // Every mobile number starts with +: guarded in the file, read back as the number.
    expect(cell('mobile')).toMatch(/^'\+/);

    const parsed = await parseHrFile(csv);
    expect(parsed.errors).toEqual([]);
    const back = parsed.rows.find((r) => r.memberNumber === '100001')!;
    expect(back).toMatchObject({
      firstName: hostile.legalFirstname,
      surname: hostile.surname,
      jobTitle: hostile.jobTitle,
    });
    expect(back.mobile).toMatch(/^\+\d/);
  });
});

describe('orders export formula guard', () => {
  it.each([' =1+1', '\n=1+1', '\u00a0=1+1', '\ufeff=1+1', '＝1+1', '＋1', '－1', '＠SUM(A1)'])(
    'writes a description starting %j as text',
    (description) => {
      const csv = ordersCsv([
        {
          orderNum: 'LB000001',
          createdAt: '2026-11-24T10:00:00.000Z',
          memberNumber: '100001',
          memberName: description,
          productCode: 'P1',
          description,
          qty: 1,
          points: 20,
          promoCode: '',
          discount: 0,
          status: 'Placed',
          dispatchStatus: 'Awaiting',
        },
      ]);
      const [, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
      expect(row![3]).toBe(`'${description}`);
      expect(row![5]).toBe(`'${description}`);
    },
  );
});
