import type { ApiScope, Role } from '@portal/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { MemberRow } from '../db/schema.js';
import type { Resolve } from '../outbound/policy.js';

/** What every route handler can reach: the database, configuration and the clock. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  /** How outbound addresses' names are resolved when saved; the system's resolver unless a test gives one. */
  resolve?: Resolve;
}

/**
 * The signed-in caller, resolved from the bearer token. A caller with an API token (`token`)
 * acts as the admin who made it, with the roles its scopes grant; sessionId is then 0.
 */
export interface Caller {
  member: MemberRow;
  sessionId: number;
  roles: ReadonlySet<Role>;
  token?: { id: number; name: string; scopes: readonly ApiScope[] };
}

export function rolesOf(m: MemberRow): Set<Role> {
  const roles = new Set<Role>(['member']);
  if (m.isManager) roles.add('manager');
  if (m.isAdminReports) roles.add('adminReports');
  if (m.roleCc) roles.add('clusterCommittee');
  if (m.roleCa) roles.add('clusterAdmin');
  if (m.isProgrammeAdmin) roles.add('programmeAdmin');
  return roles;
}
