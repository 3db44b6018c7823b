import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { insights } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { COMMON_TEXTS, PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../i18n/index.js';

/**
 * A scope the caller may read, resolved: whose members it covers (a filter on `members as m`)
 * and whether its numbers are shown unsuppressed (only a manager's own direct team).
 */
export interface Scope {
  kind: insights.TInsightsScope['kind'];
  code: string;
  name: string;
  unsuppressed: boolean;
  /** The caller reads beyond their own team and division (admin-report users, programme admins). */
  wide: boolean;
  callerId: number;
  /** Divisions the scope touches (for the giving matrix and values). */
  divisions: { code: string; name: string; clusterCode: string }[];
  filter: (eb: ExpressionBuilder<DB & { m: DB['members'] }, 'm'>) => ReturnType<typeof eb.and>;
}

export type InsightsCaller = Pick<
  MemberRow,
  'id' | 'divisionCode' | 'isManager' | 'isAdminReports' | 'isProgrammeAdmin'
>;

export const isWide = (c: InsightsCaller) => c.isAdminReports === 1 || c.isProgrammeAdmin === 1;

const OWN_ONLY = 'Managers may read only their own team and division.';

/**
 * Checks the scope against the caller's roles: managers read their direct team and their own
 * division; admin-report users and programme admins read any division, any cluster or the
 * company. Another division is refused with 403, an unknown code is a 400.
 */
export async function resolveScope(
  db: Db,
  caller: InsightsCaller,
  scope: insights.TInsightsScope,
): Promise<Scope> {
  const wide = isWide(caller);
  const all = await db
    .selectFrom('divisions')
    .select(['code', 'name', 'clusterCode'])
    .orderBy('code')
    .execute();
  const base = { unsuppressed: false, wide, callerId: caller.id };
  switch (scope.kind) {
    case 'team': {
      if (caller.isManager !== 1)
        throw badRequest(COMMON_TEXTS.noTeam, { scope: PEOPLE_ADMIN_FIELD_TEXTS.noTeam });
      const codes = await db
        .selectFrom('members')
        .select('divisionCode')
        .distinct()
        .where('managerId', '=', caller.id)
        .execute();
      const mine = new Set(codes.map((c) => c.divisionCode));
      return teamScope(
        caller.id,
        all.filter((d) => mine.has(d.code)),
      );
    }
    case 'division': {
      if (!wide && scope.code !== caller.divisionCode) throw forbidden(OWN_ONLY);
      const division = all.find((d) => d.code === scope.code);
      if (!division)
        throw badRequest(PEOPLE_ADMIN_TEXTS.unknownDivision, {
          'scope.code': PEOPLE_ADMIN_FIELD_TEXTS.unknownDivision,
        });
      return {
        ...base,
        kind: 'division',
        code: division.code,
        name: division.name,
        divisions: [division],
        filter: (eb) => eb.and([eb('m.divisionCode', '=', division.code)]),
      };
    }
    case 'cluster': {
      if (!wide) throw forbidden(OWN_ONLY);
      const cluster = await db
        .selectFrom('clusters')
        .select(['code', 'name'])
        .where('code', '=', scope.code)
        .executeTakeFirst();
      if (!cluster)
        throw badRequest(PEOPLE_ADMIN_TEXTS.unknownCluster, {
          'scope.code': PEOPLE_ADMIN_FIELD_TEXTS.unknownCluster,
        });
      const divisions = all.filter((d) => d.clusterCode === cluster.code);
      const codes = divisions.map((d) => d.code);
      return {
        ...base,
        kind: 'cluster',
        code: cluster.code,
        name: cluster.name,
        divisions,
        filter: (eb) => eb.and([codes.length ? eb('m.divisionCode', 'in', codes) : eb.lit(false)]),
      };
    }
    case 'company':
      if (!wide) throw forbidden(OWN_ONLY);
      return {
        ...base,
        kind: 'company',
        code: '',
        name: 'Company',
        divisions: all,
        filter: (eb) => eb.and([]),
      };
  }
}

/** A manager's direct team: shown unsuppressed, as the manager already sees each of them. */
export function teamScope(managerId: number, divisions: Scope['divisions'] = []): Scope {
  return {
    kind: 'team',
    code: String(managerId),
    name: 'My team',
    unsuppressed: true,
    wide: false,
    callerId: managerId,
    divisions,
    filter: (eb) => eb.and([eb('m.managerId', '=', managerId)]),
  };
}

/** Active members of the scope, as `m`. */
export const scopeMembers = (db: Db, scope: Scope) =>
  db
    .selectFrom('members as m')
    .where('m.employmentStatus', '=', 'active')
    .where((eb) => scope.filter(eb)) as SelectQueryBuilder<DB & { m: DB['members'] }, 'm', object>;

/**
 * The divisions a scope of whole divisions covers, for an `in` filter; undefined for the company
 * (all of them). A cluster without divisions gives [''], which no division's code is: an empty
 * list is not valid SQL.
 */
export const wholeDivisions = (scope: Scope) => {
  if (scope.kind === 'company') return undefined;
  const codes = scope.divisions.map((d) => d.code);
  return codes.length ? codes : [''];
};
