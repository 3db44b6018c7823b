import Database from 'better-sqlite3';
import { databaseFile } from './stack.js';

/** The programme's time zone in the e2e server (the configuration's default). */
const PROGRAMME_ZONE = 'Europe/London';

const knownZone = (zone: string | null): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export interface Celebrant {
  memberId: string;
  memberNumber: string;
  name: string;
  registered: boolean;
  interest1: boolean;
  /** Whole years since the hire date (anniversaries only). */
  years: number;
}

/** Today in a time zone: its year and the days (MM-DD) celebrated on it. */
function today(timeZone: string, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
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
  dobMm: string;
  dobDd: string;
  timeZone: string | null;
}

/**
 * Today's birthdays and work anniversaries read from the e2e server's database, the same way
 * an operator would check the page: the oracle the celebrations test compares the screen with.
 */
export function celebrantsToday(): { birthdays: Celebrant[]; anniversaries: Celebrant[] } {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    // Each member's day is their cluster's: in the evening in London it is already tomorrow in
    // Dubai, and the screen celebrates Dubai's birthdays of tomorrow.
    const select = `SELECT m.id, m.member_number AS memberNumber, m.firstname, m.surname, m.registered_at AS registeredAt, m.interest1, m.hire_date AS hireDate, m.dob_mm AS dobMm, m.dob_dd AS dobDd, c.time_zone AS timeZone FROM members m JOIN divisions d ON d.code = m.division_code JOIN clusters c ON c.code = d.cluster_code WHERE m.employment_status = 'active' ORDER BY m.surname, m.id`;
    const rows = db.prepare(select).all() as Row[];
    const dayOf = (r: Row) => today(knownZone(r.timeZone) ? r.timeZone : PROGRAMME_ZONE);
    const birthdays = rows.filter((r) => dayOf(r).days.includes(`${r.dobMm}-${r.dobDd}`));
    const anniversaries = rows.filter((r) => {
      const { year, days } = dayOf(r);
      return days.includes(r.hireDate?.slice(5, 10) ?? '') && (r.hireDate ?? '') < `${year}-01-01`;
    });
    const toCelebrant = (r: Row): Celebrant => ({
      memberId: r.registeredAt ? String(r.id) : `0.${r.id}`,
      memberNumber: r.memberNumber,
      name: `${r.firstname} ${r.surname}`,
      registered: Boolean(r.registeredAt),
      interest1: r.interest1 === 1,
      years: dayOf(r).year - Number(r.hireDate?.slice(0, 4)),
    });
    return { birthdays: birthdays.map(toCelebrant), anniversaries: anniversaries.map(toCelebrant) };
  } finally {
    db.close();
  }
}
