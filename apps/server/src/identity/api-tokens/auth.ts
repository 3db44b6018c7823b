import type { FastifyRequest } from 'fastify';
import { SCOPES, type ApiScope, type Role } from '@portal/contract';
import type { AppContext, Caller } from '../../http/context.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken } from '../tokens.js';
import { hitRateLimit } from '../rate-limit.js';
import { findTokenByHash, logTokenUse } from './repository.js';
import { parseScopes } from './scope-check.js';
import { INTEGRATION_TEXTS } from '../../i18n/index.js';

export const tooManyTokenCalls = () => new HttpError(429, INTEGRATION_TEXTS.tokenTooManyCalls);

/**
 * Resolves an API token to a caller, reading the token row on every use so a revocation or
 * expiry holds at once on every instance. The admin who made it must still be an active
 * programme admin. The caller acts as that admin with only the roles the scopes grant.
 * Throws 429 when the token has used its calls of this minute (counted in the database).
 */
export async function resolveApiToken(
  ctx: AppContext,
  req: FastifyRequest,
  secret: string,
): Promise<Caller | null> {
  const db = ctx.database.db;
  const found = await findTokenByHash(db, hashToken(secret));
  if (!found) return null;
  const { token, member } = found;
  const now = ctx.clock.now();
  const at = now.toISOString();
  if (token.revokedAt || token.expiresAt <= at) return null;
  if (member.employmentStatus !== 'active' || !member.isProgrammeAdmin) return null;
  const allowed = await hitRateLimit(
    db,
    `api-token:${token.id}`,
    ctx.config.API_TOKEN_RATE_PER_MINUTE,
    1,
    now,
  );
  if (!allowed) {
    await recordTokenUse(ctx, token.id, req, 'rate limited');
    throw tooManyTokenCalls();
  }
  const scopes = parseScopes(token.scopes);
  const roles = new Set<Role>(['member', ...scopes.flatMap((s) => SCOPES[s].roles)]);
  const asScopes: Caller['member'] = {
    ...member,
    isManager: roles.has('manager') ? 1 : 0,
    isAdminReports: roles.has('adminReports') ? 1 : 0,
    roleCc: 0,
    roleCa: 0,
    isProgrammeAdmin: roles.has('programmeAdmin') ? 1 : 0,
  };
  return { member: asScopes, sessionId: 0, roles, token: { id: token.id, name: token.name, scopes } };
}

/** Writes a use to the token's log and its last-used time. */
export async function recordTokenUse(
  ctx: AppContext,
  tokenId: number,
  req: FastifyRequest,
  outcome: string,
): Promise<void> {
  await logTokenUse(ctx.database.db, {
    tokenId,
    at: ctx.clock.now().toISOString(),
    method: req.method,
    path: req.url.split('?')[0]!.slice(0, 200),
    outcome,
  });
}

export const hasScope = (caller: Caller, scope: ApiScope) => !!caller.token?.scopes.includes(scope);
