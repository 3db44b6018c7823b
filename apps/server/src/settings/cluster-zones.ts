import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { cachedValue } from '../db/cached-value.js';

type Q = Db | Transaction<DB>;

/**
 * Clusters are countries, each with its own calendar: a member's birthday, work anniversary
 * and birthday award hour follow their cluster's time zone, or the programme's when the
 * cluster has none ('' or a name the runtime does not know).
 */
export interface ClusterCalendar {
  timeZone: string;
  /** The clusters on this calendar. */
  clusters: string[];
  /**
   * The programme's calendar also holds every cluster not on another one: those without a
   * time zone of their own, and any division whose cluster has no row.
   */
  isProgramme: boolean;
}

/** Division → cluster and cluster → time zone, kept until a division or cluster changes. */
const readClusterMap = async (db: Q) => {
  const [clusters, divisions] = await Promise.all([
    db.selectFrom('clusters').select(['code', 'timeZone']).orderBy('code').execute(),
    db.selectFrom('divisions').select(['code', 'clusterCode']).execute(),
  ]);
  return {
    zones: new Map(clusters.map((c) => [c.code, c.timeZone])),
    clusterOf: new Map(divisions.map((d) => [d.code, d.clusterCode])),
  };
};
const cachedClusterMap = cachedValue(['clusters', 'divisions'], readClusterMap);
/**
 * Inside a transaction the tables are read again (two small tables): a copy being read by one
 * transaction is never awaited by another, which on SQLite may have to wait for the first.
 */
const clusterMap = (db: Q) => (db.isTransaction ? readClusterMap(db) : cachedClusterMap(db));

const known = new Map<string, boolean>();
/** Whether the runtime knows the IANA time zone (checked once per name). */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      ok = name !== '';
    } catch {
      ok = false;
    }
    known.set(name, ok);
  }
  return ok;
}

/** The calendars in force: one per time zone, the programme's first (always present). */
export async function clusterCalendars(db: Q, programmeZone: string): Promise<ClusterCalendar[]> {
  const { zones } = await clusterMap(db);
  const programme: ClusterCalendar = { timeZone: programmeZone, clusters: [], isProgramme: true };
  const byZone = new Map<string, ClusterCalendar>([[programmeZone, programme]]);
  for (const [code, zone] of zones) {
    const timeZone = isTimeZone(zone) ? zone : programmeZone;
    let calendar = byZone.get(timeZone);
    if (!calendar) byZone.set(timeZone, (calendar = { timeZone, clusters: [], isProgramme: false }));
    calendar.clusters.push(code);
  }
  return [...byZone.values()];
}

/** The time zone of a division's cluster, or the programme's. */
export async function divisionTimeZone(db: Q, divisionCode: string, programmeZone: string): Promise<string> {
  const { zones, clusterOf } = await clusterMap(db);
  const zone = zones.get(clusterOf.get(divisionCode) ?? '') ?? '';
  return isTimeZone(zone) ? zone : programmeZone;
}
