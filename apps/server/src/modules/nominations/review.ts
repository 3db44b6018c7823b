import type { Transaction } from 'kysely';
import {
  enabledEcardBanner,
  rewardForRating,
  type calls,
  type CallBody,
  type MessageText,
  withValues,
} from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { awardFromFunding } from '../../ledger/index.js';
import { ecardMessage, recognitionCardRef } from '../../messaging/ecard.js';
import { memberTranslator, NOMINATION_ANSWER_TEXTS, NOMINATION_RESULT_TEXTS } from '../../i18n/index.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { emit } from '../../events/bus.js';
import {
  activeMembersOfDivision,
  claimReview,
  findMembers,
  findNomination,
  insertAwardRecognitions,
} from './repository.js';

export type ReviewBody = CallBody<(typeof calls)['reward.doavonnomreviewreward']>;

/** Type code of a nomination award on recognitions and ledger transfers (the spec's own code). */
export const NOMINATION_AWARD_TYPE = 'RwdN';

const nameOf = (m: { firstname: string; surname: string }) => `${m.firstname} ${m.surname}`.trim();

/**
 * The nominee's recorded manager reviews once: the rating's reward (from the programme
 * setting's scale) is paid from the programme's funding account to each nominee's redeem
 * account with an e-card, and shows as an RwdN recognition from the nominator. The review
 * row is claimed first, so a repeated or concurrent review is refused and pays nothing.
 * The contract has already forced the quarterly choice off at a rating of 3 or less.
 */
export async function reviewNomination(
  ctx: AppContext,
  reviewer: MemberRow,
  body: ReviewBody,
): Promise<{ result: MessageText[] }> {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const nom = await findNomination(trx, body.nomId);
    if (!nom) throw notFound(NOMINATION_ANSWER_TEXTS.notFound);
    if (nom.nomineeManagerId !== reviewer.id) throw forbidden(NOMINATION_ANSWER_TEXTS.managerOnly);
    const settings = await getProgrammeSettings(trx, ctx.config);
    const points = rewardForRating(body.reviewRating, settings.reviewRewardScale);
    const claimed = await claimReview(trx, nom.id, {
      reviewRating: body.reviewRating,
      reviewedById: reviewer.id,
      reviewedAt: at,
      reviewPoints: points,
      isIncludeInQuarterly: body.isIncludeInQuarterly ? 1 : 0,
      quarterlyMotivation: body.quarterlyMotivation,
    });
    if (!claimed) throw conflict(NOMINATION_ANSWER_TEXTS.alreadyReviewed);

    const [by] = await findMembers(trx, [nom.byMemberId]);
    if (!by) throw new Error(`Nomination ${nom.id} without its nominator`);
    const recipients =
      nom.nomineeMemberId === null
        ? await activeMembersOfDivision(trx, nom.nomineeDivisionCode)
        : (await findMembers(trx, [nom.nomineeMemberId])).filter((m) => m.employmentStatus === 'active');
    const awards = await award(trx, ctx, {
      nomId: nom.id,
      nomCat: nom.nomCat,
      reason: nom.reason,
      by,
      recipients,
      points,
      at,
      pointsName: settings.pointsName,
    });
    // One event for the review: the nominator's notice and the webhooks subscribe.
    await emit(trx, {
      type: 'nomination.reviewed',
      at,
      config: ctx.config,
      nomination: nom,
      reviewerId: reviewer.id,
      review: { rating: body.reviewRating, points, forQuarterly: !!body.isIncludeInQuarterly },
      awardType: NOMINATION_AWARD_TYPE,
      awards,
    });

    const R = NOMINATION_RESULT_TEXTS;
    const quarterly = body.isIncludeInQuarterly ? [R.putForward] : [];
    if (recipients.length === 0) return { result: [R.reviewSavedNoneActive, ...quarterly] };
    const prize = { points, pointsName: settings.pointsName };
    const saved =
      nom.nomineeMemberId === null
        ? points > 0
          ? withValues(R.reviewSavedDivisionPoints, { count: recipients.length, ...prize })
          : withValues(R.reviewSavedDivisionCard, { count: recipients.length })
        : points > 0
          ? withValues(R.reviewSavedPoints, { name: nameOf(recipients[0]!), ...prize })
          : withValues(R.reviewSavedCard, { name: nameOf(recipients[0]!) });
    return { result: [saved, ...quarterly] };
  });
}

interface Award {
  nomId: number;
  nomCat: string;
  reason: string;
  by: { id: number; firstname: string; surname: string; email: string; cellNum: string };
  recipients: Array<{ id: number; firstname: string; surname: string; email: string; cellNum: string }>;
  points: number;
  at: string;
  pointsName: string;
}

/** Pays and sends each award; returns its recognitions. */
async function award(
  trx: Transaction<DB>,
  ctx: AppContext,
  a: Award,
): Promise<ReadonlyArray<{ id: number; toMemberId: number }>> {
  if (a.recipients.length === 0) return [];
  // Names, colours and banners are programme settings an admin may have changed since the server started.
  const settings = await getProgrammeSettings(trx, ctx.config);
  const rows = await insertAwardRecognitions(
    trx,
    a.recipients.map((r) => ({
      type: NOMINATION_AWARD_TYPE,
      fromMemberId: a.by.id,
      toMemberId: r.id,
      value: a.nomCat,
      message: a.reason,
      points: a.points,
      sendBy: 'email' as const,
      requestId: `nomination:${a.nomId}`,
      createdAt: a.at,
    })),
  );
  const byId = new Map(a.recipients.map((r) => [r.id, r]));
  for (const row of rows) {
    const to = byId.get(row.toMemberId);
    if (!to) throw new Error(`Award ${row.id} for an unexpected recipient`);
    if (a.points > 0) {
      await awardFromFunding(trx, to.id, {
        amount: a.points,
        type: NOMINATION_AWARD_TYPE,
        description: `Nomination award: ${a.nomCat} (${nameOf(a.by)} to ${nameOf(to)})`,
        // One payment per nomination and nominee, whatever happens to the request.
        idempotencyKey: `nomination:${a.nomId}:${to.id}`,
        ref: { type: 'nomination', id: String(a.nomId) },
        at: a.at,
      });
    }
    // A card without points carries the Thank You banner; with points, the category's own.
    const value = a.points > 0 ? a.nomCat : 'Thank You';
    const card = ecardMessage(
      ctx.config,
      settings,
      {
        ...recognitionCardRef(row.id),
        sendBy: 'email',
        value,
        banner: enabledEcardBanner(value, settings.ecardBanners),
        message: a.reason,
        points: a.points,
        from: a.by,
        to,
      },
      await memberTranslator(trx, to.id),
    );
    if (card) await enqueueMessage(trx, card, a.at);
  }
  return rows;
}
