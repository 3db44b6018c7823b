import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** 128 random bits: a temporary picture is shown by <img> without a token, so its id is the secret. */
export const newPictureId = () => randomBytes(16).toString('base64url');

/** Unsaved uploads older than this are removed on the next upload. */
const TEMP_HOURS = 24;

export async function insertTempPicture(
  db: Db,
  p: { memberId: number; sessionId: number; contentType: string; data: Buffer; now: Date },
): Promise<string> {
  const id = newPictureId();
  const cutoff = new Date(p.now.getTime() - TEMP_HOURS * 3_600_000).toISOString();
  await db.deleteFrom('pictures').where('status', '=', 'temp').where('createdAt', '<', cutoff).execute();
  // One pending upload per session: a new upload replaces the previous preview.
  await db.deleteFrom('pictures').where('status', '=', 'temp').where('sessionId', '=', p.sessionId).execute();
  await db
    .insertInto('pictures')
    .values({
      id,
      memberId: p.memberId,
      sessionId: p.sessionId,
      status: 'temp',
      contentType: p.contentType,
      data: p.data,
      createdAt: p.now.toISOString(),
    })
    .execute();
  return id;
}

export function findPicture(db: Db, id: string) {
  return db
    .selectFrom('pictures')
    .select(['id', 'status', 'contentType', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Drops a member's unsaved uploads (getmemberdata with resetimg, i.e. the profile was reopened). */
export async function discardTempPictures(db: Db, memberId: number) {
  await db.deleteFrom('pictures').where('memberId', '=', memberId).where('status', '=', 'temp').execute();
}

/**
 * Makes the session's pending upload the member's picture and removes the one it replaces.
 * Only an upload by this member in this session qualifies, so nobody can adopt another's picture.
 */
export async function keepPendingPicture(
  db: Db,
  memberId: number,
  sessionId: number,
  now: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('pictures')
      .select('id')
      .where('memberId', '=', memberId)
      .where('sessionId', '=', sessionId)
      .where('status', '=', 'temp')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (!pending) return null;
    await trx.deleteFrom('pictures').where('memberId', '=', memberId).where('status', '=', 'kept').execute();
    await trx
      .updateTable('pictures')
      .set({ status: 'kept', sessionId: null })
      .where('id', '=', pending.id)
      .execute();
    await trx
      .updateTable('members')
      .set({ picId: pending.id, updatedAt: now })
      .where('id', '=', memberId)
      .execute();
    return pending.id;
  });
}
