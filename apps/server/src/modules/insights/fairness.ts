import { insights } from '@portal/contract';
import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '../../db/database.js';
import { dayStart, slotOf, type Range } from './period.js';
import {
  concentration,
  concentrationFromHistogram,
  divisionFlows,
  teamLastRecognised,
  unrecognisedCounts,
  unrecognisedFromRuns,
} from './repository.js';
import { dayNumber } from './periods.js';
import { divisionHeads } from './period-repository.js';
import { wholeDivisions, type Scope } from './scope.js';
import { guarded, share, tooFew } from './suppress.js';

/** A slot key back to an ISO time (the start of its quarter hour). */
const slotTime = (slot: string) => `${slot}:00.000Z`;

/**
 * Who has gone unrecognised for 30, 60 and 90 days before the range's end (counts; names in a
 * direct team's view), how concentrated recognition was among recipients (share of the top
 * 10 %), and giving between divisions.
 */
export async function fairnessFigures(db: Db, scope: Scope, range: Range, timeZone: string, periods = false) {
  const lastDay = parseISO(range.to);
  const cuts = insights.INSIGHTS_UNRECOGNISED_DAYS.map((days) =>
    slotOf(dayStart(format(addDays(lastDay, 1 - days), 'yyyy-MM-dd'), timeZone)),
  );
  const [counts, team, conc, flows, sizes] = await Promise.all([
    unrecognisedIn(db, scope, range, cuts, periods),
    scope.unsuppressed ? teamLastRecognised(db, scope, range.endSlot) : Promise.resolve([]),
    concentrationIn(db, scope, range, periods),
    divisionFlows(
      db,
      scope.divisions.map((d) => d.code),
      range,
      periods ? range.periodKey : undefined,
    ),
    divisionSizes(db),
  ]);
  const unrecognised = insights.INSIGHTS_UNRECOGNISED_DAYS.map((days, i) => {
    const count = counts.counts[i] ?? 0;
    const cut = cuts[i] ?? '';
    return {
      days,
      ...guarded(scope, counts.members, {
        members: counts.members,
        count,
        share: share(count, counts.members),
      }),
      names: team
        .filter((m) => m.last === null || m.last < cut)
        .map((m) => ({
          memberId: m.id,
          name: `${m.firstname} ${m.surname}`,
          memberNumber: m.memberNumber,
          lastRecognisedAt: m.last === null ? null : slotTime(String(m.last)),
        })),
    };
  });
  const codes = new Set(flows.flatMap((f) => [f.from, f.to]));
  const divisions = (
    await db.selectFrom('divisions').select(['code', 'name']).orderBy('code').execute()
  ).filter((d) => codes.has(d.code));
  const small = (code: string) => tooFew(scope, sizes.get(code) ?? 0);
  return {
    unrecognised,
    concentration: guarded(scope, conc.recipients, {
      recipients: conc.recipients,
      recognitions: conc.total,
      topTenPercentShare: share(conc.top, conc.total),
    }),
    matrix: {
      divisions,
      cells: flows.map((f) =>
        small(f.from) || small(f.to)
          ? { from: f.from, to: f.to, count: null, suppressed: true }
          : { from: f.from, to: f.to, count: f.n, suppressed: false },
      ),
    },
  };
}

/**
 * Members of the scope not recognised within each window before the range's end: a scope of
 * whole divisions reads the day roll-ups (built with the periods, so only when those answer for
 * the company's time zone); a manager's team, or roll-ups not built yet, reads the slots.
 */
function unrecognisedIn(db: Db, scope: Scope, range: Range, cuts: string[], periods: boolean) {
  if (!periods || scope.kind === 'team') return unrecognisedCounts(db, scope, range.endSlot, cuts);
  return unrecognisedFromRuns(
    db,
    wholeDivisions(scope),
    dayNumber(range.to),
    insights.INSIGHTS_UNRECOGNISED_DAYS,
  );
}

/** Concentration: a whole period of whole divisions from the histogram, else per recipient. */
function concentrationIn(db: Db, scope: Scope, range: Range, periods: boolean) {
  if (!periods || !range.periodKey || scope.kind === 'team') return concentration(db, scope, range, periods);
  return concentrationFromHistogram(db, wholeDivisions(scope), range.periodKey);
}

/** Active members per division: a division of fewer than five is withheld in cross-division figures. */
export const divisionSizes = (db: Db) => divisionHeads(db);
