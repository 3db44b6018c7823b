import { TZDate } from '@date-fns/tz';
import type { Transaction } from 'kysely';
import { enabledEcardBanner, type TProgrammeSettings } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { DB } from '../../db/schema.js';
import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { awardFromFunding } from '../../ledger/index.js';
import { ecardMessage } from '../../messaging/ecard.js';
import { ECARD_TEXTS, memberTranslator } from '../../i18n/index.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { emit } from '../../events/bus.js';
import { calendarsToday, memberCards, onCalendar } from '../members/index.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { clusterCalendars, type ClusterCalendar } from '../../settings/cluster-zones.js';
import { todayIn } from '../../lib/today.js';

/** Ledger and statement code of the birthday award. */
export const BIRTHDAY_TRANSFER_TYPE = 'BDAY';
const CARD_VALUE = 'Happy Birthday';

export interface BirthdayRun {
  /** The days the run was for (YYYY-MM-DD, one per cluster calendar past the award hour), in order. */
  day: string;
  awarded: number;
  /** Already awarded this year (by an earlier or concurrent run). */
  alreadyAwarded: number;
  /** Birthday today but it had passed when they joined or first gave it: their first award is next year. */
  notYetEligible: number;
  excluded: number;
}

const localDay = (iso: string, timeZone: string) => {
  const t = todayIn(timeZone, new Date(iso));
  return `${t.year}-${t.mm}-${t.dd}`;
};

/**
 * Gives today's birthday award and card to every registered, active member whose birthday is
 * today in their cluster's time zone (the programme's when the cluster has none), once the
 * award hour has come there, except the excluded divisions. Once per member per year whatever
 * runs where: the (member, year) primary key of birthday_awards claims the award before any
 * point moves (a concurrent run waits for it, then inserts nothing), and the ledger key
 * `bday:{member}:{year}` would refuse a second payment anyway.
 */
export async function awardBirthdays(
  trx: Transaction<DB>,
  ctx: AppContext,
  now: Date,
  settings?: TProgrammeSettings,
): Promise<BirthdayRun> {
  const s = settings ?? (await getProgrammeSettings(trx, ctx.config));
  const calendars = await clusterCalendars(trx, s.timeZone);
  const due = calendarsToday(dueCalendars(calendars, now, s.birthdayAwardHour), now);
  const days = [...new Set(due.map(({ today: t }) => `${t.year}-${t.mm}-${t.dd}`))].sort();
  const run: BirthdayRun = {
    day: days.join(', ') || 'none due',
    awarded: 0,
    alreadyAwarded: 0,
    notYetEligible: 0,
    excluded: 0,
  };
  const excluded = new Set(s.birthdayExcludedDivisions);
  const programme = { firstname: s.programmeName, surname: '', email: '', cellNum: '' };
  for (const { calendar, today, days: celebrated } of due) {
    const day = `${today.year}-${today.mm}-${today.dd}`;
    const at = now.toISOString();
    const people = await memberCards(trx)
      .select(['m.email', 'm.cellNum', 'm.dobGivenAt'])
      .where('m.employmentStatus', '=', 'active')
      .where('m.registeredAt', 'is not', null)
      .where(onCalendar(calendars, calendar))
      .where((eb) =>
        eb.or(celebrated.map((d) => eb.and([eb('m.dobMm', '=', d.mm), eb('m.dobDd', '=', d.dd)]))),
      )
      // One order for every run, so concurrent runs wait on the same rows in the same order.
      .orderBy('m.id')
      .execute();
    for (const p of people) {
      if (excluded.has(p.division)) {
        run.excluded++;
        continue;
      }
      // Joined (registered, or first gave the birthday) after today: the birthday had passed.
      const joined = [p.registeredAt, p.dobGivenAt]
        .filter((v): v is string => !!v)
        .sort()
        .at(-1);
      if (joined && localDay(joined, calendar.timeZone) > day) {
        run.notYetEligible++;
        continue;
      }
      const claimed = await trx
        .insertInto('birthdayAwards')
        .values({ memberId: p.id, year: today.year, points: s.birthdayAwardPoints, awardedAt: at })
        .onConflict((oc) => oc.columns(['memberId', 'year']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
        run.alreadyAwarded++;
        continue;
      }
      const key = `bday:${p.id}:${today.year}`;
      if (s.birthdayAwardPoints > 0) {
        await awardFromFunding(trx, p.id, {
          amount: s.birthdayAwardPoints,
          type: BIRTHDAY_TRANSFER_TYPE,
          description: `Birthday award ${today.year} (${p.firstname} ${p.surname})`,
          idempotencyKey: key,
          ref: { type: 'birthday', id: key },
          at,
        });
      }
      const say = await memberTranslator(trx, p.id);
      const card = ecardMessage(
        ctx.config,
        s,
        {
          ref: { type: 'birthday', id: key },
          dedupeKey: key,
          sendBy: 'email',
          value: CARD_VALUE,
          banner: enabledEcardBanner(CARD_VALUE, s.ecardBanners),
          message: say.t(ECARD_TEXTS.birthdayMessage, { company: s.companyName }),
          points: s.birthdayAwardPoints,
          from: programme,
          to: p,
          link: { path: '/statement', label: ECARD_TEXTS.seeMyStatement },
        },
        say,
      );
      if (card) await enqueueMessage(trx, card, at);
      await emit(trx, {
        type: 'birthday.awarded',
        at,
        config: ctx.config,
        memberId: p.id,
        companyName: s.companyName,
      });
      run.awarded++;
    }
  }
  return run;
}

/** The calendars where the award hour has come today. */
function dueCalendars(calendars: ClusterCalendar[], now: Date, hour: number): ClusterCalendar[] {
  return calendars.filter((c) => new TZDate(now.getTime(), c.timeZone).getHours() >= hour);
}

/** The same in a transaction of its own (operators, tests). */
export function awardBirthdaysNow(ctx: AppContext, now: Date): Promise<BirthdayRun> {
  return ctx.database.db.transaction().execute((trx) => awardBirthdays(trx, ctx, now));
}

export const describeRun = (r: BirthdayRun) =>
  `${r.day}: ${r.awarded} awarded, ${r.alreadyAwarded} already awarded, ${r.notYetEligible} from next year, ${r.excluded} excluded`;

/**
 * The birthday job runs every hour (its period is the hour, in UTC) while some cluster's
 * calendar is past the configured award hour: each cluster is paid from that hour in its own
 * time zone, and someone who registers or gives their birthday later on their birthday still
 * gets the award from the next hourly pass; the (member, year) claim keeps it to one.
 */
export const birthdayAwardsJob: ScheduledJob = {
  name: 'birthday-awards',
  async periodFor(ctx, now) {
    const s = await getProgrammeSettings(ctx.database.db, ctx.config);
    const calendars = await clusterCalendars(ctx.database.db, s.timeZone);
    if (dueCalendars(calendars, now, s.birthdayAwardHour).length === 0) return null;
    return now.toISOString().slice(0, 13);
  },
  async run(trx, ctx, _period, now) {
    return describeRun(await awardBirthdays(trx, ctx, now));
  },
};
