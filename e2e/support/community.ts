import Database from 'better-sqlite3';
import { databaseFile } from './stack.js';

/** The company's time zone in the e2e server (the configuration's default). */
const TIME_ZONE = 'Europe/London';

export interface Celebrant {
  memberId: string;
  memberNumber: string;
  name: string;
  registered: boolean;
  interest1: boolean;
  /** Whole years since the hire date (anniversaries only). */
  years: number;
}

function today(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = Number(get('year'));
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [`${get('month')}-${get('day')}`];
  // 29 February is celebrated on 28 February in other years (README).
  if (days[0] === '02-28' && !isLeap) days.push('02-29');
  return { year, days };
}

interface Row {
  id: number;
  memberNumber: string;
  firstname: string;
  surname: string;
  registeredAt: string | null;
  interest1: number;
  hireDate: string | null;
}

/**
 * Today's birthdays and work anniversaries read from the e2e server's database, the same way
 * an operator would check the page: the oracle the celebrations test compares the screen with.
 */
export function celebrantsToday(): { birthdays: Celebrant[]; anniversaries: Celebrant[] } {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    const { year, days } = today();
    const marks = days.map(() => '?').join(',');
    const select = `SELECT id, member_number AS memberNumber, firstname, surname, registered_at AS registeredAt, interest1, hire_date AS hireDate FROM members WHERE employment_status = 'active'`;
    const birthdays = db
      .prepare(`${select} AND (dob_mm || '-' || dob_dd) IN (${marks})`)
      .all(...days) as Row[];
    const anniversaries = db
      .prepare(`${select} AND substr(hire_date, 6, 5) IN (${marks}) AND hire_date < ?`)
      .all(...days, `${year}-01-01`) as Row[];
    const toCelebrant = (r: Row): Celebrant => ({
      memberId: r.registeredAt ? String(r.id) : `0.${r.id}`,
      memberNumber: r.memberNumber,
      name: `${r.firstname} ${r.surname}`,
      registered: Boolean(r.registeredAt),
      interest1: r.interest1 === 1,
      years: year - Number(r.hireDate?.slice(0, 4)),
    });
    return { birthdays: birthdays.map(toCelebrant), anniversaries: anniversaries.map(toCelebrant) };
  } finally {
    db.close();
  }
}
