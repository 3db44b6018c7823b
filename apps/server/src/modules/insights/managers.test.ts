import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { MANAGERS_PAGE } from './managers.js';

/**
 * A division, cluster or company lists its managers a page at a time, in surname order, and
 * "Load more" (the `byManagerNext` cursor) gives each manager once; the CSV has every one.
 */
const t = appPerFile();
const LEADERS = MANAGERS_PAGE + 7;
let division: string;
let names: string[];
const month = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  const db = t.database.db;
  // A division of its own, so the demo's managers stay out of the division's pages.
  const { clusterCode } = await db.selectFrom('divisions').select('clusterCode').executeTakeFirstOrThrow();
  division = 'QPAGE';
  await db.insertInto('divisions').values({ code: division, name: 'Paging', clusterCode }).execute();
  names = [];
  for (let i = 0; i < LEADERS; i++) {
    // Surnames out of insertion order, one in lower case (sorted among the others, as a reader
    // expects "van der Merwe" among the Vs), two managers sharing one name (then by id).
    const n = i === 4 ? 3 : i;
    const surname = `${i === 5 ? 'pager' : 'Pager'}${String((n * 37) % LEADERS).padStart(3, '0')}`;
    const firstname = i === 3 || i === 4 ? 'Ann' : i % 2 ? 'Bea' : 'Ann';
    const boss = await createMember(t.database, { divisionCode: division, isManager: 1, surname, firstname });
    await createMember(t.database, { divisionCode: division, managerId: boss });
    names.push(`${firstname} ${surname}`);
  }
});

const ask = (section: string, scope: object, managersAfter?: string) =>
  t.post(`/api/insights/${section}`, { period: { kind: 'month', month }, scope, managersAfter }, t.admin);

/** Every page of one section's by-manager list, following the cursor. */
async function allPages(section: string, scope: object) {
  const pages: { key: string; label: string }[][] = [];
  let after: string | undefined;
  do {
    const res = await ask(section, scope, after);
    expect(res.status).toBe(200);
    expect(res.body.previous.byManagerNext).toBe(res.body.current.byManagerNext);
    pages.push(res.body.current.byManager);
    after = res.body.current.byManagerNext ?? undefined;
  } while (after);
  return pages;
}

describe('managers a page at a time', () => {
  for (const section of ['participation', 'points']) {
    it(`${section}: a division's managers come ${MANAGERS_PAGE} at a time in surname order, any case, each once`, async () => {
      const pages = await allPages(section, { kind: 'division', code: division });
      expect(pages.map((p) => p.length)).toEqual([MANAGERS_PAGE, LEADERS - MANAGERS_PAGE]);
      const rows = pages.flat();
      expect(new Set(rows.map((r) => r.key)).size).toBe(LEADERS);
      expect(rows.map((r) => r.label).sort()).toEqual([...names].sort());
      const key = (r: { key: string; label: string }) => {
        const [first, last] = r.label.split(' ') as [string, string];
        return [last.toLowerCase(), first.toLowerCase(), Number(r.key)] as const;
      };
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
        expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true);
      }
    });

    it(`${section}: the company pages through every manager, the demo's and these`, async () => {
      const rows = (await allPages(section, { kind: 'company' })).flat();
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      for (const name of names) expect(rows.map((r) => r.label)).toContain(name);
    });
  }

  it('the CSV streams every manager of every page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/insights/csv',
      payload: {
        section: 'participation',
        period: { kind: 'month', month },
        scope: { kind: 'division', code: division },
      },
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(res.statusCode).toBe(200);
    // The file starts with a byte-order mark for spreadsheets.
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    // One group per manager, named and numbered (two share a name).
    const managers = [...new Set(rows.filter((r) => r[2]?.startsWith('byManager / ')).map((r) => r[2]!))];
    expect(managers).toHaveLength(LEADERS);
    expect(managers.map((m) => m.replace(/^byManager \/ (.*) \(#\d+\)$/, '$1')).sort()).toEqual(
      [...names].sort(),
    );
  });

  it('refuses a cursor it did not make with a 400 naming the field', async () => {
    const res = await ask('participation', { kind: 'company' }, 'not-a-cursor');
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('managersAfter');
  });
});
