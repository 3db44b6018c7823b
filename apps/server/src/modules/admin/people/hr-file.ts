import Papa from 'papaparse';
import { z } from 'zod';
import { csvUnguardCell, matchLanguage, ZDayOrBlank } from '@portal/contract';
import { turnClock } from '../../../lib/turns.js';

/**
 * The HR file: one CSV row per person. Headers are matched without regard to case, spaces,
 * underscores or hyphens ("Member Number", "member_number" and "MEMBERNUMBER" are the same).
 * `legal_first_name`… are not needed: `first_name` is the legal first name; the name a member
 * chooses to be called stays theirs (set from the file only for a new member).
 */
export const HR_COLUMNS = {
  memberNumber: ['membernumber', 'memberno', 'employeenumber'],
  firstName: ['firstname', 'legalfirstname', 'forename'],
  surname: ['surname', 'lastname'],
  email: ['email', 'emailaddress'],
  mobile: ['mobile', 'cellnum', 'mobilenumber', 'cell'],
  division: ['division', 'divisioncode'],
  cluster: ['cluster', 'clustercode'],
  managerNumber: ['managernumber', 'managermembernumber', 'managerno'],
  hireDate: ['hiredate', 'startdate'],
  birthDay: ['birthday', 'birthdayday', 'dobdd', 'birthdd'],
  birthMonth: ['birthmonth', 'birthdaymonth', 'dobmm', 'birthmm'],
  status: ['status', 'employmentstatus'],
  jobTitle: ['jobtitle', 'title'],
  language: ['language', 'preferredlanguage'],
} as const;
export type HrColumn = keyof typeof HR_COLUMNS;
const REQUIRED: readonly HrColumn[] = ['memberNumber', 'firstName', 'surname', 'division', 'status'];

/** The header line every file should have; the web page offers it as a template. */
export const HR_TEMPLATE_HEADER =
  'member_number,first_name,surname,email,mobile,division,cluster,manager_number,hire_date,birth_day,birth_month,status,job_title,language';

const norm = (h: string) =>
  h
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/^\ufeff/, '');

/** 29 February is a birthday; 31 April is not. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const STATUS: Record<string, 'active' | 'leaver'> = {
  active: 'active',
  a: 'active',
  leaver: 'leaver',
  left: 'leaver',
  l: 'leaver',
  inactive: 'leaver',
};

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const RowSchema = z
  .object({
    memberNumber: text(20)
      .min(1, 'Required')
      .regex(/^[\w-]+$/, 'Letters, digits, - and _ only'),
    firstName: text(50).min(1, 'Required'),
    surname: text(50).min(1, 'Required'),
    email: text(80).refine((v) => v === '' || z.email().safeParse(v).success, 'Not an e-mail address'),
    mobile: text(20).refine((v) => v === '' || /^\+?[\d ]{7,}$/.test(v), 'Not a mobile number'),
    division: text(20).min(1, 'Required'),
    cluster: text(40),
    managerNumber: text(20).regex(/^[\w-]*$/, 'Not a member number'),
    hireDate: text(10).refine((v) => ZDayOrBlank.safeParse(v).success, 'A date as YYYY-MM-DD'),
    birthDay: text(2).regex(/^\d{0,2}$/, 'A day from 1 to 31'),
    birthMonth: text(2).regex(/^\d{0,2}$/, 'A month from 1 to 12'),
    status: text(10).transform((v, c) => {
      const s = STATUS[v.toLowerCase()];
      if (!s) c.addIssue({ code: 'custom', message: 'active or leaver' });
      return s ?? 'active';
    }),
    jobTitle: text(80),
    /** The interface language (en-GB, fr, ar…; fr-FR reads fr); blank leaves it to the member. */
    language: text(20).transform((v, c) => {
      if (v === '') return '';
      const tag = matchLanguage([v]);
      if (!tag)
        c.addIssue({ code: 'custom', message: 'A language the portal speaks, such as en-GB, fr or ar' });
      return tag ?? '';
    }),
  })
  .superRefine((r, c) => {
    if (!!r.birthDay !== !!r.birthMonth)
      c.addIssue({
        code: 'custom',
        path: ['birthMonth'],
        message: 'Give both birthday day and month, or neither',
      });
    else if (r.birthDay) {
      const d = Number(r.birthDay);
      const m = Number(r.birthMonth);
      if (m < 1 || m > 12)
        c.addIssue({ code: 'custom', path: ['birthMonth'], message: 'A month from 1 to 12' });
      else if (d < 1 || d > DAYS_IN_MONTH[m - 1]!)
        c.addIssue({ code: 'custom', path: ['birthDay'], message: 'Not a day of that month' });
    }
    if (r.managerNumber && r.managerNumber === r.memberNumber)
      c.addIssue({ code: 'custom', path: ['managerNumber'], message: 'A member cannot manage themselves' });
  });
export type HrRow = z.infer<typeof RowSchema> & { row: number };

export interface RowError {
  row: number;
  memberNumber: string;
  field: string;
  message: string;
}

export interface ParsedHrFile {
  rows: HrRow[];
  /** The first STORED_ERRORS errors, in row order; `errorCount` counts them all. */
  errors: RowError[];
  errorCount: number;
  /** Rows read, valid or not. */
  total: number;
}

export class HrFileError extends Error {}

/**
 * Errors kept with their row and message: what a person can read and fix at once. A file of
 * nothing but errors (the wrong file, a broken export) is counted, not kept row by row.
 */
export const STORED_ERRORS = 500;

/**
 * The piece of the file the parser hands over at once. Its rows are checked in short turns of
 * the event loop (lib/turns.ts): a file of 100,000 rows takes seconds to check, and the server
 * keeps answering meanwhile.
 */
const CHARS_PER_PIECE = 32 * 1024;

/** The column of each known header, or why the file cannot be read. */
function columnsOf(header: string[]): Map<HrColumn, number> {
  const index = new Map<HrColumn, number>();
  header.forEach((h, i) => {
    const key = (Object.keys(HR_COLUMNS) as HrColumn[]).find((k) =>
      (HR_COLUMNS[k] as readonly string[]).includes(norm(h)),
    );
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED.filter((k) => !index.has(k));
  if (missing.length)
    throw new HrFileError(
      `The file has no ${missing.join(', ')} column. Its first line must be: ${HR_TEMPLATE_HEADER}`,
    );
  return index;
}

export const tooManyRows = (maxRows: number) =>
  `The file has more than ${maxRows.toLocaleString('en-GB')} rows, the most one import takes. Split it into smaller files.`;

/**
 * Reads and checks every row, a few hundred at a time between turns of the event loop; a file
 * without the required columns, or with more than `maxRows` rows (HR_IMPORT_MAX_ROWS for an
 * upload), is refused as a whole (the rows past the limit are never read).
 */
export function parseHrFile(
  csv: string,
  opts: { maxRows?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ParsedHrFile> {
  const maxRows = opts.maxRows ?? Number.POSITIVE_INFINITY;
  const text = csv.replace(/^\ufeff/, '');
  const rows: HrRow[] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  const seen = new Map<string, number>();
  let index: Map<HrColumn, number> | null = null;
  let total = 0;
  const failWith = (row: number, memberNumber: string, field: string, message: string) => {
    errorCount += 1;
    if (errors.length < STORED_ERRORS) errors.push({ row, memberNumber, field, message });
  };
  const check = (cells: string[], row: number, columns: Map<HrColumn, number>) => {
    const raw = Object.fromEntries(
      (Object.keys(HR_COLUMNS) as HrColumn[]).map((k) => [
        k,
        columns.has(k) ? csvUnguardCell(cells[columns.get(k)!] ?? '') : '',
      ]),
    );
    const result = RowSchema.safeParse(raw);
    const memberNumber = String(raw.memberNumber ?? '').trim();
    if (!result.success) {
      for (const issue of result.error.issues)
        failWith(row, memberNumber, String(issue.path[0] ?? ''), issue.message);
    } else if (seen.has(result.data.memberNumber)) {
      failWith(row, memberNumber, 'memberNumber', `Also on row ${seen.get(result.data.memberNumber)}`);
    } else {
      seen.set(result.data.memberNumber, row);
      rows.push({ ...result.data, row });
    }
  };

  // For the progress bar only: lines, give or take quoted line breaks.
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;

  const clock = turnClock();
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failure) reject(failure);
      else if (!index) reject(new HrFileError('The file is empty.'));
      else resolve({ rows, errors, errorCount, total });
    };
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize: CHARS_PER_PIECE,
      chunk(result: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        // Rows are checked in turns of the event loop (see lib/turns.ts); the parser waits.
        parser.pause();
        const rowsOfChunk = result.data;
        let next = 0;
        const work = () => {
          try {
            while (next < rowsOfChunk.length) {
              const cells = rowsOfChunk[next++]!;
              if (!index) {
                index = columnsOf(cells);
                continue;
              }
              if (total === maxRows) throw new HrFileError(tooManyRows(maxRows));
              total += 1;
              check(cells, total + 1, index);
              if (clock.due()) return clock.after(work);
            }
            opts.onProgress?.(total, Math.max(total, lines));
            // The next piece in a later turn: the parser resumes only once the chunk has ended.
            void clock.yield().then(() => parser.resume());
          } catch (err) {
            failure = err;
            parser.abort();
          }
        };
        work();
      },
      complete: settle,
      error(err: Error) {
        failure = err;
        settle();
      },
    });
  });
}
