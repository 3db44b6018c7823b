import { sql } from 'kysely';
import type { THomeData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { toMemberData } from './member-data.js';
import { publicMemberId } from '../../lib/member-ids.js';
import { clusterCalendars } from '../../settings/cluster-zones.js';
import { calendarOf, calendarsToday, onCalendar, type CalendarDay } from './calendars.js';
import { HOME_RECENT_LIMIT, recentRecognition } from '../recognition/index.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { pictureRefs } from '../pictures/index.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cachedHome } from './home-cache.js';
import { memberLocale, supportedLocale, type Locale } from '../../i18n/index.js';
import { cacheableAnswer } from '../../http/response-serialiser.js';
import { memberCards } from './repository.js';

type HomeLists = Omit<THomeData, 'memberData'>;

const GET_TO_KNOW_COUNT = 12;
/** How long the company-wide Home lists are shared between requests. */
const SHARED_LISTS_TTL_MS = 5_000;

/** One cache per app context (each test app and each server instance has its own). */
const sharedLists = new WeakMap<
  AppContext,
  () => Promise<Pick<HomeLists, 'homeGetToKnow' | 'homeCelebrations' | 'homeRecentRecognition'>>
>();

function companyLists(ctx: AppContext) {
  let get = sharedLists.get(ctx);
  if (!get) {
    get = ttlCache(
      SHARED_LISTS_TTL_MS,
      async () => {
        const [homeGetToKnow, homeCelebrations, recent] = await Promise.all([
          getToKnow(ctx),
          celebrationsToday(ctx),
          recentRecognition(ctx, HOME_RECENT_LIMIT),
        ]);
        const homeRecentRecognition = recent.map((r) => ({
          fromMemberName: r.fromMemberName,
          memberName: r.memberName,
          toMemberId: r.toMemberId,
          value: r.value,
          picId: r.picId,
        }));
        return { homeGetToKnow, homeCelebrations, homeRecentRecognition };
      },
      () => ctx.clock.now().getTime(),
    );
    sharedLists.set(ctx, get);
  }
  return get();
}

/** Home's answer per kept own part: the same object while the company's lists are the same too. */
const answers = new WeakMap<object, { shared: object; answer: THomeData }>();

/**
 * Home for one member: their own kept part and the company's kept lists. While both are kept
 * the answer is the same object, marked as kept, so it is also written to JSON only once.
 * Callers copy it (sign-in adds the token) and never change it.
 */
export async function homeData(ctx: AppContext, member: MemberRow, asked?: Locale): Promise<THomeData> {
  // A member's own choice is on the row the session already read; only the cluster's default needs a query.
  const locale =
    asked ?? supportedLocale(member.language) ?? (await memberLocale(ctx.database.db, member.id));
  const [own, shared] = await Promise.all([
    cachedHome(ctx, member.id, locale, async () => {
      const [memberData, homeStats] = await Promise.all([
        toMemberData(ctx, member, locale),
        stats(ctx, member),
      ]);
      return { memberData, homeStats };
    }),
    companyLists(ctx),
  ]);
  const kept = answers.get(own);
  if (kept && kept.shared === shared) return kept.answer;
  const answer = cacheableAnswer({ memberData: own.memberData, ...shared, homeStats: own.homeStats });
  answers.set(own, { shared, answer });
  return answer;
}

async function getToKnow(ctx: AppContext): Promise<HomeLists['homeGetToKnow']> {
  const rows = await ctx.database.db
    .selectFrom('members')
    .select(['id', 'registeredAt', 'firstname', 'surname', 'jobTitle', 'interestOtherDesc', 'picId'])
    .where('interest1', '=', 1)
    .where('employmentStatus', '=', 'active')
    .where('registeredAt', 'is not', null)
    .orderBy(sql`random()`)
    .limit(GET_TO_KNOW_COUNT)
    .execute();
  const pictures = await pictureRefs(ctx);
  return rows.map((r) => ({
    memberId: publicMemberId(r),
    memberName: `${r.firstname} ${r.surname}`,
    natureOfBusiness: r.jobTitle,
    interestOtherDesc: r.interestOtherDesc,
    picId: pictures.ref(r.picId),
  }));
}

/**
 * Today's birthdays and work anniversaries (one year and up). Each member's "today" is their
 * cluster's (its time zone, or the programme's): a member in Dubai is celebrated from midnight
 * in Dubai, while it is still the day before in London. Home and Celebrate With Us
 * (getcelebrations) both show these rows. `companyDay` puts every cluster on one date instead
 * (the company channel's daily post).
 */
export async function celebrationsToday(
  ctx: AppContext,
  companyDay?: CalendarDay,
): Promise<HomeLists['homeCelebrations']> {
  const { db } = ctx.database;
  const { timeZone } = await getProgrammeSettings(db, ctx.config);
  const calendars = await clusterCalendars(db, timeZone);
  const local = calendarsToday(calendars, ctx.clock.now(), companyDay);
  const base = memberCards(db)
    .select(['m.interest1', 'm.hireDate', 'd.clusterCode'])
    .where('m.employmentStatus', '=', 'active');
  const pictures = await pictureRefs(ctx);
  const [birthdays, anniversaries] = await Promise.all([
    base
      .where((eb) =>
        eb.or(
          local.map(({ calendar, days }) =>
            eb.and([
              onCalendar(calendars, calendar),
              eb.or(days.map((d) => eb.and([eb('m.dobMm', '=', d.mm), eb('m.dobDd', '=', d.dd)]))),
            ]),
          ),
        ),
      )
      .orderBy('m.surname')
      .execute(),
    base
      .where((eb) =>
        eb.or(
          local.map(({ calendar, today, days }) =>
            eb.and([
              onCalendar(calendars, calendar),
              eb(
                sql<string>`substr(m.hire_date, 6, 5)`,
                'in',
                days.map((d) => `${d.mm}-${d.dd}`),
              ),
              eb('m.hireDate', '<', `${today.year}-01-01`),
            ]),
          ),
        ),
      )
      .orderBy('m.surname')
      .execute(),
  ]);
  const row = (what: 'BDAY' | 'ANNIV', r: (typeof birthdays)[number], years: number) => ({
    what,
    memberId: publicMemberId(r),
    firstName: r.firstname,
    surname: r.surname,
    division: r.division,
    picId: pictures.ref(r.picId),
    interest1: r.interest1 === 1,
    years,
  });
  const yearOf = (r: (typeof birthdays)[number]) => calendarOf(local, r.clusterCode).today.year;
  return [
    ...birthdays.map((r) => row('BDAY', r, 0)),
    ...anniversaries.map((r) => row('ANNIV', r, yearOf(r) - Number(r.hireDate?.slice(0, 4)))),
  ];
}

/**
 * The member's own figures: recognitions sent, and points transfers received into and spent
 * from their redeem account, read from the counter row the database keeps with each change.
 */
async function stats(ctx: AppContext, member: MemberRow): Promise<HomeLists['homeStats']> {
  const row = await ctx.database.db
    .selectFrom('memberCounters')
    .select(['recognitionsSent', 'rewardsReceived', 'rewardsRedeemed'])
    .where('memberId', '=', member.id)
    .executeTakeFirst();
  return {
    messagesSent: Number(row?.recognitionsSent ?? 0),
    rewardsIssued: Number(row?.rewardsReceived ?? 0),
    rewardsRedeemed: Number(row?.rewardsRedeemed ?? 0),
  };
}
