import type { AppContext } from '../../../http/context.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import {
  TRANSFER_SIDE_COLUMNS,
  transfer,
  transfersWithAccounts,
  type AccountRef,
} from '../../../ledger/index.js';
import type { AccountKind } from '../../../db/schema.js';
import { setPictureVisibility } from '../../getinvolved/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

/** Moderation: hiding Get Involved pictures and reversing a recognition's points. */

export async function hidePicture(
  ctx: AppContext,
  actor: AdminActor,
  body: { pictureId: number; hidden: boolean; reason: string },
) {
  if (body.hidden && !body.reason)
    throw badRequest(PEOPLE_ADMIN_TEXTS.reasonForPicture, { reason: 'Required' });
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('getinvolvedPictures')
      .select(['hidden', 'hiddenReason'])
      .where('id', '=', body.pictureId)
      .executeTakeFirst();
    if (!before) throw notFound();
    await setPictureVisibility(trx, body.pictureId, { hidden: body.hidden, reason: body.reason }, at);
    await recordAdminAction(trx, {
      actor,
      action: body.hidden ? 'moderation.picture-hide' : 'moderation.picture-show',
      target: `picture ${body.pictureId}`,
      before: { hidden: Number(before.hidden) === 1, reason: before.hiddenReason },
      after: { hidden: body.hidden, reason: body.reason },
      at,
    });
    return { pictureId: body.pictureId, hidden: body.hidden };
  });
}

const refOf = (a: { memberId: number | null; kind: AccountKind; systemCode: string | null }): AccountRef =>
  a.memberId !== null && a.kind !== 'system'
    ? { memberId: a.memberId, kind: a.kind }
    : ({ system: a.systemCode } as AccountRef);

/**
 * Returns a recognition's points: each of its transfers is reversed (recipient back to the
 * giver's account, reversesId set). The idempotency key is per original transfer, so a repeat
 * moves nothing again and answers the same reversal; it is audited once. If the recipient has
 * already spent the points the ledger refuses (never overdraw) and nothing changes.
 */
export async function reverseRecognition(
  ctx: AppContext,
  actor: AdminActor,
  body: { recognitionId: number; reason: string },
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const rec = await trx
      .selectFrom('recognitions')
      .select(['id', 'points', 'fromMemberId', 'toMemberId'])
      .where('id', '=', body.recognitionId)
      .executeTakeFirst();
    if (!rec) throw notFound();
    const originals = await transfersWithAccounts(trx)
      .select(['t.id', 't.amount', 't.type', 'f.memberId as fromMemberId', 'd.memberId as toMemberId'])
      .select(TRANSFER_SIDE_COLUMNS)
      .where('t.refType', '=', 'recognition')
      .where('t.refId', '=', String(rec.id))
      .where('t.reversesId', 'is', null)
      .execute();
    if (originals.length === 0)
      throw badRequest(PEOPLE_ADMIN_TEXTS.noPointsMoved, {
        recognitionId: PEOPLE_ADMIN_FIELD_TEXTS.noPoints,
      });
    let points = 0;
    let lastId: number | null = null;
    let fresh = false;
    for (const o of originals) {
      const r = await transfer(trx, {
        from: refOf({ memberId: o.toMemberId, kind: o.toKind, systemCode: o.toSystem }),
        to: refOf({ memberId: o.fromMemberId, kind: o.fromKind, systemCode: o.fromSystem }),
        amount: o.amount,
        type: 'REVERSAL',
        description: `Recognition ${rec.id} reversed: ${body.reason}`,
        idempotencyKey: `recognition-reversal:${o.id}`,
        ref: { type: 'recognition', id: String(rec.id) },
        reversesId: o.id,
        at,
      });
      points += o.amount;
      lastId = r.transferId;
      if (!r.replayed) fresh = true;
    }
    if (fresh) {
      await recordAdminAction(trx, {
        actor,
        action: 'moderation.recognition-reverse',
        target: `recognition ${rec.id}`,
        before: { points: rec.points },
        after: { pointsReversed: points, reason: body.reason },
        at,
      });
    }
    return { recognitionId: rec.id, pointsReversed: points, reversalTransferId: lastId };
  });
}
