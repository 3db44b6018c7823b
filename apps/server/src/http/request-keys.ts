import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { preparedWrite } from '../db/prepared-query.js';
import { conflict } from '../lib/errors.js';

export const REQUEST_ID_REUSED =
  'This request was already sent with different details. Start again to send the new details.';

/** JSON with object keys sorted, so the same details always give the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A fingerprint of a call's validated details, without the requestId itself. */
export function requestFingerprint(body: Record<string, unknown>): string {
  const { requestId: _omit, ...details } = body;
  return createHash('sha256').update(stableJson(details)).digest('hex');
}

/** Every call with a requestId writes one: prepared once (db/prepared-query.ts). */
const insertKey = preparedWrite(
  (
    db,
    v: { callPath: string; memberId: number; requestId: string; fingerprint: string; createdAt: string },
  ) =>
    db
      .insertInto('requestKeys')
      .values({
        callPath: v.callPath,
        memberId: v.memberId,
        requestId: v.requestId,
        fingerprint: v.fingerprint,
        createdAt: v.createdAt,
      })
      .onConflict((oc) => oc.columns(['callPath', 'memberId', 'requestId']).doNothing())
      .returning('fingerprint'),
);

export interface RequestKeyClaim {
  /** Forgets the claim: the call failed, so the same id may carry corrected details. */
  release(): Promise<void>;
}

/**
 * Claims a requestId for one caller and call with the fingerprint of its details. The same id
 * with the same details goes on (the service's own idempotency answers the repeat); with
 * other details it is a 409, never a 200 that silently does nothing. The row is written before
 * the call runs, so two concurrent requests with one id and different details cannot both pass.
 */
export async function claimRequestKey(
  db: Db,
  key: { callPath: string; memberId: number; requestId: string },
  body: Record<string, unknown>,
  at: string,
): Promise<RequestKeyClaim> {
  const fingerprint = requestFingerprint(body);
  const [inserted] = (
    await insertKey(db, {
      callPath: key.callPath,
      memberId: key.memberId,
      requestId: key.requestId,
      fingerprint,
      createdAt: at,
    })
  ).rows;
  const noop: RequestKeyClaim = { release: async () => undefined };
  if (!inserted) {
    const existing = await db
      .selectFrom('requestKeys')
      .select('fingerprint')
      .where('callPath', '=', key.callPath)
      .where('memberId', '=', key.memberId)
      .where('requestId', '=', key.requestId)
      .executeTakeFirst();
    // Gone meanwhile: its first use failed and was released; this one goes on unclaimed.
    if (existing && existing.fingerprint !== fingerprint) throw conflict(REQUEST_ID_REUSED);
    return noop;
  }
  return {
    async release() {
      await db
        .deleteFrom('requestKeys')
        .where('callPath', '=', key.callPath)
        .where('memberId', '=', key.memberId)
        .where('requestId', '=', key.requestId)
        .where('fingerprint', '=', fingerprint)
        .where('createdAt', '=', at)
        .execute();
    },
  };
}
