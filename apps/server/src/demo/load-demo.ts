import { loadDemoTranslations } from './programme-translations.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { hashPassword } from '../identity/passwords.js';
import { DEMO_CLUSTERS, DEMO_DIVISIONS, LATER_CLUSTERS } from './company.js';
import { DEMO_PASSWORD } from './fixed-accounts.js';
import { insertPeople } from './insert-members.js';
import { companyDomain, generatePeople } from './people.js';
import { grantDemoPoints } from './points.js';
import { loadRecognitionHistory } from './recognition-history.js';
import { loadDemoContent } from './content-pages.js';
import { loadDemoNominations } from './nominations.js';
import { loadDemoShop } from './shop-demo.js';
import { loadDemoCommunity } from './community.js';
import { loadDemoAvatars } from './avatars.js';
import { loadDemoFeedActivity } from './feed-activity.js';
import { subscribeChannels } from '../subscribers.js';

export interface DemoSummary {
  clusters: number;
  divisions: number;
  members: number;
  registered: number;
  managers: number;
  transfers: number;
  pointsIssued: number;
  recognitions: number;
  ms: number;
}

const DEFAULT_COMPANY = 'Lumière Beauty';

/**
 * Loads the demo company when the database has no members yet, so a fresh install can be
 * tried at once while a database in use is never touched. Returns whether it loaded.
 */
export async function loadDemoIfEmpty(database: Database, config: Config): Promise<boolean> {
  if (await hasMembers(database)) return false;
  let summary: DemoSummary;
  try {
    summary = await loadDemoCompany(database, {
      now: new Date(),
      companyName: config.COMPANY_NAME,
      timeZone: config.TIME_ZONE,
    });
  } catch (err) {
    // Two instances starting together on an empty database both try; the loser's transaction
    // fails on the unique member numbers and rolls back, which is fine: the demo is there.
    if (await hasMembers(database)) return false;
    throw err;
  }
  console.log(
    `Demo company loaded: ${summary.members} members (${summary.registered} registered, ${summary.managers} managers), ` +
      `${summary.clusters} clusters, ${summary.divisions} divisions, ${summary.recognitions} recognitions, ${summary.transfers} transfers in ${summary.ms} ms`,
  );
  return true;
}

/**
 * Writes the whole demo company in one transaction: all of it or none. Everything is the
 * same on every load except dates, which are anchored on `now` so birthdays and work
 * anniversaries fall on every day of the year.
 */
export async function loadDemoCompany(
  database: Database,
  opts: { now: Date; companyName?: string; timeZone?: string },
): Promise<DemoSummary> {
  const started = performance.now();
  // The demo's orders are causes like any other: every channel hears of them.
  subscribeChannels();
  const at = opts.now.toISOString();
  const people = generatePeople({
    now: opts.now,
    domain: companyDomain(opts.companyName ?? DEFAULT_COMPANY),
  });
  // argon2id is slow on purpose; one hash shared by every demo account keeps the load quick.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const points = await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('clusters')
      .values(
        DEMO_CLUSTERS.map((c) => ({
          code: c.code,
          name: c.name,
          defaultLanguage: c.defaultLanguage,
          timeZone: c.timeZone,
          currency: c.currency,
        })),
      )
      .execute();
    await trx
      .insertInto('divisions')
      .values(DEMO_DIVISIONS.map((d) => ({ code: d.code, name: d.name, clusterCode: d.clusterCode })))
      .execute();
    const ids = await insertPeople(trx, people, { passwordHash, now: at });
    await loadDemoAvatars(trx, people, ids, at);
    await trx.insertInto('settings').values({ key: 'demo.loadedAt', value: at }).execute();
    await loadDemoContent(trx, { companyName: opts.companyName ?? DEFAULT_COMPANY, at });
    // The countries that joined later have no history yet: the founding company's stays as it was.
    const laterDivisions = new Set(
      DEMO_DIVISIONS.filter((d) => LATER_CLUSTERS.has(d.clusterCode)).map((d) => d.code),
    );
    const founding = people.filter((p) => !laterDivisions.has(p.divisionCode));
    const history = await loadRecognitionHistory(trx, { people: founding, ids }, opts.now);
    const grants = await grantDemoPoints(trx, { people, ids }, at);
    const noms = await loadDemoNominations(trx, founding, ids, opts.now, opts.timeZone ?? 'Europe/London');
    await loadDemoShop(trx, { now: opts.now, dialect: database.dialect });
    await loadDemoCommunity(trx, opts.now);
    await loadDemoFeedActivity(trx, opts.now);
    await loadDemoTranslations(trx, at);
    return {
      ...grants,
      transfers: grants.transfers + history.transfers + noms.transfers,
      recognitions: history.recognitions,
    };
  });

  return {
    clusters: DEMO_CLUSTERS.length,
    divisions: DEMO_DIVISIONS.length,
    members: people.length,
    registered: people.filter((p) => p.registeredAt).length,
    managers: people.filter((p) => p.isManager).length,
    transfers: points.transfers,
    pointsIssued: points.pointsIssued,
    recognitions: points.recognitions,
    ms: Math.round(performance.now() - started),
  };
}

async function hasMembers(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
