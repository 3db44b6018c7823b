import { TZDate } from '@date-fns/tz';
import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { celebrationsToday } from '../members/index.js';
import { todayIn } from '../../lib/today.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { readRouting, TEAMS_COMPANY_ROUTE } from './routing.js';

/** Today's birthdays and work anniversaries, as one company channel post. */
export interface CelebrationsPost {
  birthdays: string[];
  anniversaries: Array<{ name: string; years: number }>;
}

export const CELEBRATIONS_POST_TEMPLATE = 'chat-celebrations';

/**
 * Once a day, at the hour birthday awards are paid, posts today's birthdays and anniversaries
 * to the company channel of Slack and Teams where an admin turned it on. The day's dedupe key
 * makes it one post per channel, even when run again by hand.
 */
export const chatCelebrationsJob: ScheduledJob = {
  name: 'chat-celebrations',
  async periodFor(ctx, now) {
    const s = await getProgrammeSettings(ctx.database.db, ctx.config);
    if (new TZDate(now.getTime(), s.timeZone).getHours() < s.birthdayAwardHour) return null;
    const t = todayIn(s.timeZone, now);
    return `${t.year}-${t.mm}-${t.dd}`;
  },
  async run(trx, ctx, period, now) {
    const routing = await readRouting(trx);
    const slackChannel = routing.slack?.postCelebrations ? routing.slack.companyChannel : '';
    const teamsRoute =
      routing.teams?.postCelebrations && routing.teams.routes.includes(TEAMS_COMPANY_ROUTE)
        ? TEAMS_COMPANY_ROUTE
        : '';
    if (!slackChannel && !teamsRoute) return 'no channel posts celebrations';
    // The company channel keeps the company's calendar: everyone celebrating on the programme's
    // date, whatever their cluster's time zone, so each person is posted once a year.
    const s = await getProgrammeSettings(trx, ctx.config);
    // Read inside the job's transaction: on SQLite its one connection is held until the commit.
    const rows = await celebrationsToday(
      { ...ctx, database: { ...ctx.database, db: trx } },
      todayIn(s.timeZone, now),
    );
    const post: CelebrationsPost = {
      birthdays: rows.filter((r) => r.what === 'BDAY').map((r) => `${r.firstName} ${r.surname}`),
      anniversaries: rows
        .filter((r) => r.what === 'ANNIV')
        .map((r) => ({ name: `${r.firstName} ${r.surname}`, years: r.years })),
    };
    if (rows.length === 0) return 'nobody to celebrate today';
    const common = {
      subject: `Celebrations ${period}`,
      text: JSON.stringify(post),
      template: CELEBRATIONS_POST_TEMPLATE,
      ref: { type: 'celebrations', id: period },
    };
    const at = now.toISOString();
    if (slackChannel) {
      await enqueueMessage(
        trx,
        { ...common, channel: 'slack', recipient: slackChannel, dedupeKey: `slack:celebrations:${period}` },
        at,
      );
    }
    if (teamsRoute) {
      await enqueueMessage(
        trx,
        { ...common, channel: 'teams', recipient: teamsRoute, dedupeKey: `teams:celebrations:${period}` },
        at,
      );
    }
    return `${post.birthdays.length} birthdays, ${post.anniversaries.length} anniversaries posted`;
  },
};
