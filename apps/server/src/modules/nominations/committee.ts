import {
  type CallBody,
  type calls,
  type MessageText,
  type TQuarterStatus,
  withValues,
} from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { quarterHasEnded } from './quarter.js';
import { emit } from '../../events/bus.js';
import {
  closedQuarters,
  closeQuarter,
  clusterOfDivision,
  findNomination,
  quarterClosed,
  quarterCounts,
  setAwardStatus,
  upsertRating,
} from './repository.js';
import { NOMINATION_ANSWER_TEXTS, NOMINATION_RESULT_TEXTS } from '../../i18n/index.js';

type RateBody = CallBody<(typeof calls)['nom.nomrate']>;
type AwardBody = CallBody<(typeof calls)['nom.nomaward']>;
type CloseBody = CallBody<(typeof calls)['nom.nomclosequarter']>;

/**
 * A quarterly candidate as the committee or the cluster admin of its cluster may touch it:
 * 404 when it does not exist, 403 outside the caller's cluster, 400 when it was not put
 * forward for the quarter, 409 once its quarter is closed.
 */
async function candidateFor(ctx: AppContext, member: MemberRow, nomId: number, role: 'committee' | 'admin') {
  const db = ctx.database.db;
  const nom = await findNomination(db, nomId);
  if (!nom) throw notFound(NOMINATION_ANSWER_TEXTS.notFound);
  const cluster = await clusterOfDivision(db, member.divisionCode);
  if (cluster !== nom.nomineeClusterCode)
    throw forbidden(withValues(NOMINATION_ANSWER_TEXTS.clusterRoleOnly, { role }));
  if (nom.nomineeMemberId === member.id) throw forbidden(NOMINATION_ANSWER_TEXTS.ownNomination);
  if (nom.reviewRating === null || !nom.isIncludeInQuarterly) {
    throw badRequest(NOMINATION_ANSWER_TEXTS.notPutForward);
  }
  if (await quarterClosed(db, nom.nomineeClusterCode, nom.quarter))
    throw conflict(withValues(NOMINATION_ANSWER_TEXTS.quarterClosed, { quarter: nom.quarter }));
  return nom;
}

/** A committee member's rating of a candidate; they may change it until the quarter closes. */
export async function rateNomination(
  ctx: AppContext,
  member: MemberRow,
  body: RateBody,
): Promise<{ result: MessageText[] }> {
  const nom = await candidateFor(ctx, member, body.nomId, 'committee');
  await ctx.database.db
    .transaction()
    .execute((trx) => upsertRating(trx, nom.id, member.id, body.rating, ctx.clock.now().toISOString()));
  return { result: [NOMINATION_RESULT_TEXTS.ratingSaved] };
}

/** The cluster admin marks a candidate a winner ('W') or takes the mark away (''). */
export async function awardNomination(
  ctx: AppContext,
  member: MemberRow,
  body: AwardBody,
): Promise<{ result: MessageText[] }> {
  const nom = await candidateFor(ctx, member, body.nomId, 'admin');
  await ctx.database.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now().toISOString();
    await setAwardStatus(trx, nom.id, body.awardStatus, member.id, at);
    if (body.awardStatus === 'W') await emit(trx, { type: 'nomination.won', at, nomination: nom });
  });
  return {
    result: [
      body.awardStatus === 'W' ? NOMINATION_RESULT_TEXTS.markedWinner : NOMINATION_RESULT_TEXTS.winnerRemoved,
    ],
  };
}

async function adminCluster(ctx: AppContext, member: MemberRow): Promise<string> {
  const cluster = await clusterOfDivision(ctx.database.db, member.divisionCode);
  if (!cluster) throw forbidden(NOMINATION_ANSWER_TEXTS.noCluster);
  return cluster;
}

/** The cluster's quarters that have candidates, plus any closed ones, newest first. */
export async function clusterQuarters(
  ctx: AppContext,
  member: MemberRow,
): Promise<{ quarters: TQuarterStatus[] }> {
  const cluster = await adminCluster(ctx, member);
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const now = ctx.clock.now();
  const counts = await quarterCounts(ctx.database.db, cluster);
  const closed = new Set((await closedQuarters(ctx.database.db, cluster)).map((q) => q.quarter));
  const byQuarter = new Map(
    counts.map((c) => [c.quarter, { candidates: Number(c.candidates), winners: Number(c.winners ?? 0) }]),
  );
  for (const q of closed) if (!byQuarter.has(q)) byQuarter.set(q, { candidates: 0, winners: 0 });
  return {
    quarters: [...byQuarter.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([quarter, c]) => ({
        quarter,
        ...c,
        ended: quarterHasEnded(quarter, now, timeZone),
        closed: closed.has(quarter),
      })),
  };
}

/** Closing makes a quarter's ratings and winners final; only a quarter that has ended can close. */
export async function closeClusterQuarter(
  ctx: AppContext,
  member: MemberRow,
  body: CloseBody,
): Promise<{ result: MessageText[] }> {
  const cluster = await adminCluster(ctx, member);
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const now = ctx.clock.now();
  if (!quarterHasEnded(body.quarter, now, timeZone)) {
    throw badRequest(NOMINATION_ANSWER_TEXTS.notEnded, {
      quarter: NOMINATION_ANSWER_TEXTS.notEndedField,
    });
  }
  const closedNow = await ctx.database.db
    .transaction()
    .execute((trx) => closeQuarter(trx, cluster, body.quarter, member.id, now.toISOString()));
  if (!closedNow)
    throw conflict(withValues(NOMINATION_ANSWER_TEXTS.quarterAlreadyClosed, { quarter: body.quarter }));
  return { result: [withValues(NOMINATION_RESULT_TEXTS.quarterClosedNow, { quarter: body.quarter })] };
}
