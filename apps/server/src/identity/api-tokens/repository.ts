import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { numberedPage, pageAndTotal } from '../../db/paging.js';

/** All SQL of API tokens and their usage log. */

export async function insertToken(
  db: Db,
  row: {
    name: string;
    tokenHash: string;
    hint: string;
    scopes: string[];
    memberId: number;
    createdAt: string;
    expiresAt: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('apiTokens')
    .values({ ...row, scopes: JSON.stringify(row.scopes), revokedAt: null, lastUsedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const tokenColumns = [
  't.id',
  't.name',
  't.hint',
  't.scopes',
  't.createdAt',
  't.expiresAt',
  't.revokedAt',
  't.lastUsedAt',
  'm.memberNumber',
  'm.firstname',
  'm.surname',
] as const;

export async function listTokens(db: Db, id?: number) {
  let q = db
    .selectFrom('apiTokens as t')
    .innerJoin('members as m', 'm.id', 't.memberId')
    .select(tokenColumns)
    .orderBy('t.id', 'desc');
  if (id !== undefined) q = q.where('t.id', '=', id);
  return q.execute();
}
export type TokenListRow = Awaited<ReturnType<typeof listTokens>>[number];

/** The token with this hash and the member who made it: read on every use, so a revocation holds at once. */
export async function findTokenByHash(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('apiTokens as t')
    .innerJoin('members as m', 'm.id', 't.memberId')
    .selectAll('m')
    .select([
      't.id as tokenId',
      't.name as tokenName',
      't.scopes as tokenScopes',
      't.expiresAt as tokenExpiresAt',
      't.revokedAt as tokenRevokedAt',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { tokenId, tokenName, tokenScopes, tokenExpiresAt, tokenRevokedAt, ...member } = row;
  return {
    token: {
      id: tokenId,
      name: tokenName,
      scopes: tokenScopes,
      expiresAt: tokenExpiresAt,
      revokedAt: tokenRevokedAt,
    },
    member: member as MemberRow,
  };
}

export async function revokeToken(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('apiTokens')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function logTokenUse(
  db: Db,
  use: { tokenId: number; at: string; method: string; path: string; outcome: string },
): Promise<void> {
  await db.insertInto('apiTokenUses').values(use).execute();
  await db.updateTable('apiTokens').set({ lastUsedAt: use.at }).where('id', '=', use.tokenId).execute();
}

export async function listTokenUses(db: Db, tokenId: number, page: number, pageSize: number) {
  const base = db.selectFrom('apiTokenUses').where('tokenId', '=', tokenId);
  const { rows, total } = await pageAndTotal(
    base.select(['at', 'method', 'path', 'outcome']).orderBy('id', 'desc'),
    numberedPage({ page, pageSize }),
  );
  return { uses: rows, total };
}
