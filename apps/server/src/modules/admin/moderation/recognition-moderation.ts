import type { Transaction } from 'kysely';
import type { adminModeration } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import type { RowOf } from '../../../db/row-of.js';
import { PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

/** Moderation of recognition messages: find a recognition, hide or show its message. */

type AdminRecognition = adminModeration.TAdminRecognition;

// Enough to find a recent card; a longer list is a search away (and the page stays short on a phone).
export const RECOGNITION_SEARCH_LIMIT = 20;

// Who sent (f) and who received (t) a card, as the moderation list names them.
const SENDER_COLUMNS = [
  'f.memberNumber as fromNumber',
  'f.firstname as fromFirstname',
  'f.surname as fromSurname',
] as const;
const RECIPIENT_COLUMNS = [
  't.memberNumber as toNumber',
  't.firstname as toFirstname',
  't.surname as toSurname',
] as const;

function recognitionRows(db: Db | Transaction<DB>) {
  return db
    .selectFrom('recognitions as r')
    .innerJoin('members as f', 'f.id', 'r.fromMemberId')
    .innerJoin('members as t', 't.id', 'r.toMemberId')
    .select(['r.id', 'r.type', 'r.createdAt', 'r.value', 'r.message', 'r.points'])
    .select(['r.messageHiddenAt', 'r.messageHiddenReason', ...SENDER_COLUMNS, ...RECIPIENT_COLUMNS]);
}

type Row = RowOf<typeof recognitionRows>;

const toAdminRecognition = (r: Row): AdminRecognition => ({
  id: r.id,
  type: r.type,
  date: r.createdAt,
  value: r.value,
  message: r.message,
  points: r.points,
  from: { memberNumber: r.fromNumber, name: `${r.fromFirstname} ${r.fromSurname}` },
  to: { memberNumber: r.toNumber, name: `${r.toFirstname} ${r.toSurname}` },
  hidden: r.messageHiddenAt !== null,
  hiddenAt: r.messageHiddenAt,
  hiddenReason: r.messageHiddenReason,
});

/**
 * The newest recognitions; a search (digits, letters, dots) matches a recognition id or the
 * member number of the sender or the recipient exactly, so the answer stays small and quick.
 */
export async function searchRecognitions(
  db: Db,
  search: string,
): Promise<{ recognitions: AdminRecognition[] }> {
  let q = recognitionRows(db);
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    q = q.where((eb) =>
      eb.or([
        eb('f.memberNumber', '=', search),
        eb('t.memberNumber', '=', search),
        ...(id !== null ? [eb('r.id', '=', id)] : []),
      ]),
    );
  }
  const rows = await q
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(RECOGNITION_SEARCH_LIMIT)
    .execute();
  return { recognitions: rows.map(toAdminRecognition) };
}

/**
 * Hides (or shows again) a recognition's message. The text stays in the row; readers show
 * HIDDEN_MESSAGE_TEXT instead. A repeat of the same state changes nothing and is not audited.
 */
export async function hideRecognitionMessage(
  ctx: AppContext,
  actor: AdminActor,
  body: { recognitionId: number; hidden: boolean; reason: string },
): Promise<{ recognition: AdminRecognition }> {
  if (body.hidden && !body.reason)
    throw badRequest(PEOPLE_ADMIN_TEXTS.reasonForMessage, { reason: 'Required' });
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await recognitionRows(trx).where('r.id', '=', body.recognitionId).executeTakeFirst();
    if (!before) throw notFound();
    if ((before.messageHiddenAt !== null) === body.hidden) return { recognition: toAdminRecognition(before) };
    await trx
      .updateTable('recognitions')
      .set(
        body.hidden
          ? { messageHiddenAt: at, messageHiddenBy: actor.memberId, messageHiddenReason: body.reason }
          : { messageHiddenAt: null, messageHiddenBy: null, messageHiddenReason: null },
      )
      .where('id', '=', body.recognitionId)
      .execute();
    await recordAdminAction(trx, {
      actor,
      action: body.hidden ? 'moderation.recognition-hide' : 'moderation.recognition-show',
      target: `recognition ${before.id}`,
      before: { hidden: before.messageHiddenAt !== null, reason: before.messageHiddenReason },
      after: { hidden: body.hidden, reason: body.reason || null },
      at,
    });
    const after = await recognitionRows(trx).where('r.id', '=', body.recognitionId).executeTakeFirstOrThrow();
    return { recognition: toAdminRecognition(after) };
  });
}
