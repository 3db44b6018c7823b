import type { ApiScope, Role } from '@portal/contract';
import type { Database } from '../src/db/database.js';
import { createSession } from '../src/identity/session-repository.js';
import { hashToken, newSessionToken } from '../src/identity/tokens.js';
import { insertToken } from '../src/identity/api-tokens/repository.js';
import { newApiToken } from '../src/modules/integrations/tokens/token-service.js';

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

/** An API token with these scopes, made by the demo programme admin (100008), stored as the service stores it. */
export async function apiTokenFor(
  database: Database,
  scopes: readonly ApiScope[],
  opts: { expiresAt?: string; memberNumber?: string } = {},
): Promise<{ id: number; secret: string }> {
  const m = await database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', opts.memberNumber ?? PERSONAS.programmeAdmin.memberNumber)
    .executeTakeFirstOrThrow();
  const secret = newApiToken();
  const id = await insertToken(database.db, {
    name: `test ${scopes.join(' ')}`,
    tokenHash: hashToken(secret),
    hint: secret.slice(0, 8),
    scopes: [...scopes],
    memberId: m.id,
    createdAt: new Date().toISOString(),
    expiresAt: opts.expiresAt ?? new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { id, secret };
}
