import type { calls, CallBody, TQuarterlyAwardRow } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { monthRange } from '../../lib/month.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { quarterlyAwardRows } from './repository.js';

type Body = CallBody<(typeof calls)['report.quarterlyawards']>;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Quarterly candidates with the asked award status (W = winners) made in the month range. */
export async function quarterlyAwards(
  ctx: AppContext,
  body: Body,
): Promise<{ report: TQuarterlyAwardRow[] }> {
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const start = monthRange(body.selMonthFrom, timeZone).start;
  const end = monthRange(body.selMonthTo, timeZone).end;
  const rows = await quarterlyAwardRows(ctx.database.db, { start, end, awardStatus: body.awardStatus });
  return {
    report: rows.map((r, i) => ({
      nomSerialNum: i + 1,
      nomId: r.id,
      dateCreated: r.createdAt,
      nomCat: r.nomCat,
      reason: r.reason,
      nomineeMemberNumber: r.nomineeMemberNumber ?? '',
      nomineeMember:
        r.nomineeMemberNumber === null
          ? `Entire division: ${r.nomineeDivision}`
          : fullName(r.nomineeFirstname, r.nomineeSurname),
      nomineeDivision: r.nomineeDivision,
      byMemberNumber: r.byMemberNumber,
      byMember: fullName(r.byFirstname, r.bySurname),
      byDivision: r.byDivision,
      reviewerMemberNumber: r.reviewerMemberNumber,
      reviewerMember: fullName(r.reviewerFirstname, r.reviewerSurname),
      reviewerDivision: r.reviewerDivision,
      reviewRating: r.reviewRating ?? 0,
      reviewPointsValue: r.reviewPoints,
      quarterlyMotivation: r.quarterlyMotivation,
    })),
  };
}
