import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiScope, type adminIntegrations } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { notFound } from '../../../lib/errors.js';
import { hashToken } from '../../../identity/tokens.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { parseScopes } from '../../../identity/api-tokens/scope-check.js';
import * as repo from '../../../identity/api-tokens/repository.js';
import { INTEGRATION_TEXTS } from '../../../i18n/index.js';

type TApiToken = adminIntegrations.TApiToken;

/** 32 random bytes after a recognisable prefix; secret scanners and the server both spot it. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

function toToken(r: repo.TokenListRow, now: string): TApiToken {
  return {
    id: r.id,
    name: r.name,
    hint: r.hint,
    scopes: parseScopes(r.scopes),
    createdBy: `${r.memberNumber} ${r.firstname} ${r.surname}`,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
    revokedAt: r.revokedAt,
    lastUsedAt: r.lastUsedAt,
    status: r.revokedAt ? 'revoked' : r.expiresAt <= now ? 'expired' : 'active',
  };
}

export async function listApiTokens(ctx: AppContext): Promise<TApiToken[]> {
  const now = ctx.clock.now().toISOString();
  return (await repo.listTokens(ctx.database.db)).map((r) => toToken(r, now));
}

async function oneToken(ctx: AppContext, id: number): Promise<TApiToken> {
  const [row] = await repo.listTokens(ctx.database.db, id);
  if (!row) throw notFound(INTEGRATION_TEXTS.noToken);
  return toToken(row, ctx.clock.now().toISOString());
}

/**
 * Creates a token for the admin making it (calls made with it act as them, with the roles its
 * scopes grant). The secret is returned once; only its SHA-256 is stored.
 */
export async function createApiToken(
  ctx: AppContext,
  actor: AdminActor & { memberId: number },
  input: { name: string; scopes: ApiScope[]; expiresInDays: number },
): Promise<{ token: TApiToken; secret: string }> {
  const secret = newApiToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString();
  const id = await ctx.database.db.transaction().execute(async (trx) => {
    const tokenId = await repo.insertToken(trx, {
      name: input.name,
      tokenHash: hashToken(secret),
      hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      scopes: input.scopes,
      memberId: actor.memberId,
      createdAt: now.toISOString(),
      expiresAt,
    });
    await recordAdminAction(trx, {
      actor,
      action: 'integrations.token-create',
      target: `API token ${tokenId} ${input.name}`,
      before: null,
      after: { name: input.name, scopes: input.scopes, expiresAt },
      at: now.toISOString(),
    });
    return tokenId;
  });
  return { token: await oneToken(ctx, id), secret };
}

export async function revokeApiToken(ctx: AppContext, actor: AdminActor, id: number): Promise<TApiToken> {
  const before = await oneToken(ctx, id);
  const at = ctx.clock.now().toISOString();
  if (!before.revokedAt) {
    await ctx.database.db.transaction().execute(async (trx) => {
      await repo.revokeToken(trx, id, at);
      await recordAdminAction(trx, {
        actor,
        action: 'integrations.token-revoke',
        target: `API token ${id} ${before.name}`,
        before: { revokedAt: null },
        after: { revokedAt: at },
        at,
      });
    });
  }
  return oneToken(ctx, id);
}

export async function apiTokenUses(ctx: AppContext, q: { id: number; page: number; pageSize: number }) {
  await oneToken(ctx, q.id);
  return repo.listTokenUses(ctx.database.db, q.id, q.page, q.pageSize);
}
