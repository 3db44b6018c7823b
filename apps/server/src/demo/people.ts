import { Faker, base, en, en_GB } from '@faker-js/faker';
import type { NewMember } from '../db/schema.js';
import { ALL_MONTH_DAYS, leapYearsBetween, type MonthDay } from './calendar.js';
import { DEMO_CLUSTERS, DEMO_DIVISIONS, LATER_CLUSTERS, type ClusterCode } from './company.js';
import { FIRST_GENERATED_NUMBER, type PersonRole } from './fixed-accounts.js';
import { DREAMS, HOBBIES, NAMES } from './names.js';
import { buildOrgChart, type Slot } from './org-chart.js';

/** A member as planned, before the database gives out ids (managers are referred to by key). */
export type PersonPlan = Omit<
  NewMember,
  'id' | 'managerId' | 'passwordHash' | 'employmentStatus' | 'picId' | 'createdAt' | 'updatedAt'
> & {
  key: number;
  managerKey: number | null;
  role: PersonRole;
  registeredAt: string | null;
};

/** The planned people and the member ids the database gave them, by plan key. */
export interface DemoStaff {
  people: readonly PersonPlan[];
  ids: ReadonlyMap<number, number>;
}

/** Fixed so every load produces the same people; only dates anchored on `now` move. */
export const PEOPLE_SEED = 20_260_101;
/** The people of the countries that joined later (LATER_CLUSTERS) have their own. */
const LATER_PEOPLE_SEED = 20_261_207;

/** Share of ordinary members who have registered; the rest can try registration. */
const REGISTERED_SHARE = 0.887;
/** Share of registered members taking part in Get To Know (about 40% of everyone). */
const GET_TO_KNOW_SHARE = 0.47;
/** Hire dates lie 1 to 25 years before the year of `now`. */
const MAX_YEARS_SERVICE = 25;
/**
 * The two hires that guarantee each day's anniversaries lie at least 2 years back, so they
 * still count as past anniversaries if a time zone behind UTC is still in last year.
 */
const MIN_GUARANTEED_YEARS = 2;
const DAY_MS = 86_400_000;

export function generatePeople(opts: { now: Date; domain: string }): PersonPlan[] {
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  const founding = generatePart(opts, {
    divisions: DEMO_DIVISIONS.filter((d) => !LATER_CLUSTERS.has(d.clusterCode)),
    seed: PEOPLE_SEED,
    firstKey: 0,
    firstNumber: FIRST_GENERATED_NUMBER,
    everyDay: true,
    emails,
    mobiles,
  });
  const generated = founding.filter((p) => Number(p.memberNumber) >= FIRST_GENERATED_NUMBER).length;
  const later = generatePart(opts, {
    divisions: DEMO_DIVISIONS.filter((d) => LATER_CLUSTERS.has(d.clusterCode)),
    seed: LATER_PEOPLE_SEED,
    firstKey: founding.length,
    firstNumber: FIRST_GENERATED_NUMBER + generated,
    everyDay: false,
    emails,
    mobiles,
  });
  return [...withSouthAfricanLanguages(founding), ...later];
}

/**
 * Some South Africans chose Afrikaans or isiZulu; the rest follow their device. Picked by
 * position, not drawn, so the founding company's random values stay where they were.
 */
function withSouthAfricanLanguages(people: PersonPlan[]): PersonPlan[] {
  let n = 0;
  return people.map((p) => {
    if (!p.divisionCode.endsWith('-ZA') || Number(p.memberNumber) < FIRST_GENERATED_NUMBER) return p;
    const language = n % 5 === 0 ? 'af' : n % 5 === 2 ? 'zu' : '';
    n += 1;
    return language ? { ...p, language } : p;
  });
}

/** Shares of the later countries' members who chose a language; the rest follow the cluster's default. */
const CHOSEN_LANGUAGES: Partial<Record<ClusterCode, Array<{ weight: number; value: string }>>> = {
  FR: [
    { weight: 45, value: 'fr' },
    { weight: 10, value: 'en-GB' },
    { weight: 45, value: '' },
  ],
  AE: [
    { weight: 40, value: 'ar' },
    { weight: 25, value: 'en-GB' },
    { weight: 35, value: '' },
  ],
};

interface Part {
  divisions: typeof DEMO_DIVISIONS;
  seed: number;
  firstKey: number;
  firstNumber: number;
  /** Two birthdays and two anniversaries on every day of the year (the founding company). */
  everyDay: boolean;
  emails: Set<string>;
  mobiles: Set<string>;
}

function generatePart(opts: { now: Date; domain: string }, part: Part): PersonPlan[] {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(part.seed);
  const slots = buildOrgChart(part.divisions, part.firstKey);
  const year = opts.now.getUTCFullYear();

  const birthdays = part.everyDay ? birthdayPool(faker, slots) : someBirthdays(faker, slots);
  const hires = hirePool(faker, slots.length);
  const { emails, mobiles } = part;
  for (const s of slots) if (s.fixed) emails.add(email(s.fixed.firstname, s.fixed.surname, opts.domain));
  let nextNumber = part.firstNumber;
  const chosenLanguage = (cluster: ClusterCode) => {
    const shares = CHOSEN_LANGUAGES[cluster];
    return shares ? faker.helpers.weightedArrayElement(shares) : '';
  };

  return slots.map((slot, i): PersonPlan => {
    // Every slot draws the same random values whether or not a fixed account overrides
    // them, so editing one demo account does not reshuffle everybody else.
    const cluster = slot.division.clusterCode;
    const names = NAMES[cluster];
    const drawn = {
      first: faker.helpers.arrayElement(names.first),
      last: faker.helpers.arrayElement(names.last),
    };
    const drawnTitle = jobTitle(faker, slot);
    const drawnMobile = uniqueMobile(faker, cluster, mobiles);
    const drawnRegistered = faker.datatype.boolean(REGISTERED_SHARE);
    const drawnGetToKnow = faker.datatype.boolean(GET_TO_KNOW_SHARE);
    const drawnHobbies = faker.helpers.arrayElement(HOBBIES);
    const drawnDreams = faker.helpers.arrayElement(DREAMS);
    const registeredDaysAgo = faker.number.int({ min: 1, max: 540 });
    const registeredSecond = faker.number.int({ min: 0, max: DAY_MS / 1000 - 1 });

    const fixed = slot.fixed;
    const firstname = fixed?.firstname ?? drawn.first;
    const surname = fixed?.surname ?? drawn.last;
    const isManager = slot.role !== 'member';
    const registered = fixed ? fixed.registered : isManager || drawnRegistered;
    const getToKnow = fixed
      ? fixed.getToKnow
      : registered && drawnGetToKnow
        ? { hobbies: drawnHobbies, dreams: drawnDreams }
        : undefined;

    const birthday = birthdays[i] ?? null;
    const hire = hires[i];
    if (!hire) throw new Error('hire pool shorter than the company');
    const hireDate = resolveHireDate(hire, year);
    const daysSinceHire = Math.floor((opts.now.getTime() - Date.parse(`${hireDate}T00:00:00Z`)) / DAY_MS);
    const registeredAt = registered
      ? new Date(
          opts.now.getTime() -
            Math.min(registeredDaysAgo, Math.max(daysSinceHire - 1, 0)) * DAY_MS -
            registeredSecond * 1000,
        ).toISOString()
      : null;

    return {
      key: slot.key,
      managerKey: slot.managerKey,
      role: slot.role,
      memberNumber: fixed?.memberNumber ?? String(nextNumber++),
      legalFirstname: firstname,
      firstname,
      surname,
      email: fixed
        ? email(firstname, surname, opts.domain)
        : uniqueEmail(firstname, surname, opts.domain, emails),
      cellNum: fixed?.cellNum ?? drawnMobile,
      divisionCode: slot.division.code,
      jobTitle: fixed?.jobTitle ?? drawnTitle,
      hireDate,
      dobDd: birthday?.dd ?? '',
      dobMm: birthday?.mm ?? '',
      registeredAt,
      isManager: isManager ? 1 : 0,
      isAdminReports: fixed?.flags?.isAdminReports ?? 0,
      roleCc: fixed?.flags?.roleCc ?? 0,
      roleCa: fixed?.flags?.roleCa ?? 0,
      isProgrammeAdmin: fixed?.flags?.isProgrammeAdmin ?? 0,
      interest1: getToKnow ? 1 : 0,
      interestOtherDesc: getToKnow?.hobbies ?? '',
      otherInfo: getToKnow?.dreams ?? '',
      ...(part.everyDay ? {} : { language: fixed ? (fixed.language ?? '') : chosenLanguage(cluster) }),
    };
  });
}

/** Birthdays drawn at random, most people having given one (the demo accounts always). */
function someBirthdays(faker: Faker, slots: readonly Slot[]): Array<MonthDay | null> {
  return slots.map((slot) =>
    slot.fixed || faker.datatype.boolean(0.95) ? faker.helpers.arrayElement(ALL_MONTH_DAYS) : null,
  );
}

/**
 * Two people for every one of the 366 month-days, so every day of every year has at least
 * two birthdays (29 February ones are celebrated on 28 February in common years). The
 * few people left over have not given a birthday, as the profile allows.
 */
function birthdayPool(faker: Faker, slots: readonly Slot[]): Array<MonthDay | null> {
  const guaranteed = [...ALL_MONTH_DAYS, ...ALL_MONTH_DAYS];
  if (guaranteed.length > slots.length)
    throw new Error(`The demo needs at least ${guaranteed.length} people`);
  const missing = Array.from({ length: slots.length - guaranteed.length }, () => null);
  const pool = faker.helpers.shuffle<MonthDay | null>([...guaranteed, ...missing]);
  // The documented demo accounts always have a birthday to show on their profile.
  slots.forEach((slot, i) => {
    if (!slot.fixed || pool[i]) return;
    const j = pool.findIndex((day, k) => day && !slots[k]?.fixed);
    if (j < 0) return;
    [pool[i], pool[j]] = [pool[j] ?? null, null];
  });
  return pool;
}

interface PlannedHire extends MonthDay {
  yearsAgo: number;
  /** Picks among the leap years in range for a 29 February hire. */
  leapPick: number;
}

/** Like birthdays, two hires per month-day so every day has work anniversaries to show. */
function hirePool(faker: Faker, size: number): PlannedHire[] {
  const plan = (day: MonthDay, minYears: number): PlannedHire => ({
    ...day,
    yearsAgo: faker.number.int({ min: minYears, max: MAX_YEARS_SERVICE }),
    leapPick: faker.number.int({ min: 0, max: 1000 }),
  });
  const guaranteed = [...ALL_MONTH_DAYS, ...ALL_MONTH_DAYS].map((d) => plan(d, MIN_GUARANTEED_YEARS));
  const commonDays = ALL_MONTH_DAYS.filter((d) => !(d.mm === '02' && d.dd === '29'));
  const extra = Array.from({ length: Math.max(size - guaranteed.length, 0) }, () =>
    plan(faker.helpers.arrayElement(commonDays), 1),
  );
  return faker.helpers.shuffle([...guaranteed, ...extra]);
}

/** 29 February hires land in a leap year within the same range of service. */
function resolveHireDate(hire: PlannedHire, year: number): string {
  let hireYear = year - hire.yearsAgo;
  if (hire.mm === '02' && hire.dd === '29') {
    const leapYears = leapYearsBetween(year - MAX_YEARS_SERVICE, year - MIN_GUARANTEED_YEARS);
    hireYear = leapYears[hire.leapPick % leapYears.length] ?? hireYear;
  }
  return `${hireYear}-${hire.mm}-${hire.dd}`;
}

function jobTitle(faker: Faker, slot: Slot): string {
  const d = slot.division;
  if (slot.role === 'head') return d.headTitle;
  if (slot.role === 'manager') return d.managerTitles[slot.team % d.managerTitles.length] ?? d.headTitle;
  return faker.helpers.arrayElement(d.memberTitles);
}

/** Mobile numbers in each country's format; UK ones in Ofcom's range reserved for fiction. */
function uniqueMobile(faker: Faker, cluster: ClusterCode, taken: Set<string>): string {
  const prefix = DEMO_CLUSTERS.find((c) => c.code === cluster)?.mobilePrefix ?? '+44 7';
  for (;;) {
    const n = (digits: number) => faker.string.numeric({ length: digits, allowLeadingZeros: true });
    const number =
      cluster === 'GB'
        ? `${prefix}700 900${n(3)}`
        : cluster === 'IE'
          ? `${prefix}${faker.helpers.arrayElement(['3', '5', '6', '7', '9'])} ${n(3)} ${n(4)}`
          : cluster === 'FR'
            ? `${prefix} ${n(2)} ${n(2)} ${n(2)} ${n(2)}`
            : cluster === 'AE'
              ? `${prefix}${faker.helpers.arrayElement(['0', '2', '5', '6'])} ${n(3)} ${n(4)}`
              : `${prefix}${faker.helpers.arrayElement(['1', '2', '3', '4'])} ${n(3)} ${n(4)}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');

const email = (first: string, last: string, domain: string, n = '') =>
  `${slug(first)}.${slug(last)}${n}@${domain}`;

/** firstname.surname@domain, numbered when two people share a name (hannah.okafor2@…). */
function uniqueEmail(first: string, last: string, domain: string, taken: Set<string>): string {
  let candidate = email(first, last, domain);
  for (let n = 2; taken.has(candidate); n++) candidate = email(first, last, domain, String(n));
  taken.add(candidate);
  return candidate;
}

/** The e-mail domain for a company name: 'Lumière Beauty' → 'lumierebeauty.example'. */
export const companyDomain = (companyName: string) =>
  `${slug(companyName).replace(/-/g, '') || 'company'}.example`;
