import type { TRecentRecognitionRow } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { pictureRefs } from '../pictures/index.js';
import { publicMemberId } from '../../lib/member-ids.js';
import { countSentBy, latestRecognitions } from './repository.js';

/** Recent recognition list. */
export const RECENT_LIMIT = 50;
/** Home page shout-outs. */
export const HOME_RECENT_LIMIT = 10;

/**
 * The newest recognitions company-wide: who was recognised (picture, name, division), by
 * whom and for what. The message stays private to the two people and their reports.
 */
export async function recentRecognition(
  ctx: AppContext,
  limit = RECENT_LIMIT,
): Promise<TRecentRecognitionRow[]> {
  const [rows, pictures] = await Promise.all([latestRecognitions(ctx.database.db, limit), pictureRefs(ctx)]);
  return rows.map((r) => ({
    toMemberId: publicMemberId({ id: r.toId, registeredAt: r.toRegisteredAt }),
    memberName: `${r.toFirstname} ${r.toSurname}`,
    division: r.toDivision,
    picId: pictures.ref(r.toPicId),
    fromMemberName: `${r.fromFirstname} ${r.fromSurname}`,
    value: r.value,
    date: r.createdAt,
  }));
}

/** The member's own recognitions sent, of every kind (Home's messagesSent). */
export const recognitionsSent = (db: Db, memberId: number) => countSentBy(db, memberId);
