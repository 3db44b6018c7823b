import type { Role } from '@portal/contract';
import type { Database } from '../src/db/database.js';
import { createSession } from '../src/identity/session-repository.js';
import { newSessionToken } from '../src/identity/tokens.js';

/** The demo accounts that stand for each kind of caller in the role matrix. */
export const PERSONAS = {
  member: { memberNumber: '100001', roles: ['member'] },
  manager: { memberNumber: '100002', roles: ['member', 'manager'] },
  adminReports: { memberNumber: '100003', roles: ['member', 'manager', 'adminReports'] },
  clusterCommittee: { memberNumber: '100004', roles: ['member', 'clusterCommittee'] },
  clusterAdmin: { memberNumber: '100005', roles: ['member', 'clusterAdmin'] },
  programmeAdmin: { memberNumber: '100008', roles: ['member', 'programmeAdmin'] },
} as const satisfies Record<string, { memberNumber: string; roles: readonly Role[] }>;
export type PersonaName = keyof typeof PERSONAS;

/** A fresh session for a demo account, made directly so the matrix spends no time hashing. */
export async function sessionFor(database: Database, memberNumber: string): Promise<string> {
  const m = await database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', memberNumber)
    .executeTakeFirstOrThrow();
  const token = newSessionToken();
  await createSession(database.db, m.id, token, new Date(), 12);
  return token;
}
