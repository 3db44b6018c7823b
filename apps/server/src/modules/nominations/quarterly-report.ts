import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { calls, CallBody, TQuarterlyAwardRow } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { monthRange } from '../../lib/month.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.js';
import { allPages, CSV_BATCH, DATE_TIME, formatInZone, sendCsv } from '../../http/csv-download.js';
import { quarterlyAwardRows } from './repository.js';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

type Body = CallBody<(typeof calls)['report.quarterlyawards']>;
type CsvBody = CallBody<(typeof calls)['report.quarterlyawardscsv']>;

/** The cursor carries the last row's createdAt, id and serial number, so numbering runs on. */
const ZQuarterlyKey = z.tuple([z.string().max(40), z.number().int(), z.number().int().min(0)]);

/**
 * Quarterly candidates with the asked award status (W = winners) made in the month range,
 * oldest first, a page at a time.
 */
export async function quarterlyAwards(
  ctx: AppContext,
  body: Body,
): Promise<{ report: TQuarterlyAwardRow[]; nextCursor: string | null; timeZone: string }> {
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const start = monthRange(body.selMonthFrom, timeZone).start;
  const end = monthRange(body.selMonthTo, timeZone).end;
  const after = decodeCursor(body.cursor, ZQuarterlyKey);
  const rows = await quarterlyAwardRows(ctx.database.db, {
    start,
    end,
    awardStatus: body.awardStatus,
    after: after && [after[0], after[1]],
    limit: body.limit + 1,
  });
  const first = (after?.[2] ?? 0) + 1;
  const numbered = rows.map((r, i) => ({ ...r, serial: first + i }));
  const { page, nextCursor } = pageOf(numbered, body.limit, (r) => [r.createdAt, r.id, r.serial]);
  return {
    nextCursor,
    timeZone,
    report: page.map((r) => ({
      nomSerialNum: r.serial,
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

const CSV_COLUMNS = [
  'No',
  'Nomination Id',
  'Date',
  'Category',
  'Reason',
  'Nominee No',
  'Nominee',
  'Nominee Division',
  'Nominated By No',
  'Nominated By',
  'Nominated By Division',
  'Reviewer No',
  'Reviewer',
  'Reviewer Division',
  'Rating (out of 5)',
  'Points',
  'Quarterly Motivation',
];

/** One report row as its CSV line, the date in the company's zone. */
const csvRow = (r: TQuarterlyAwardRow, timeZone: string) => [
  r.nomSerialNum,
  r.nomId,
  formatInZone(r.dateCreated, DATE_TIME, timeZone),
  r.nomCat,
  r.reason,
  r.nomineeMemberNumber,
  r.nomineeMember,
  r.nomineeDivision,
  r.byMemberNumber,
  r.byMember,
  r.byDivision,
  r.reviewerMemberNumber,
  r.reviewerMember,
  r.reviewerDivision,
  `${r.reviewRating}/5`,
  r.reviewPointsValue,
  r.quarterlyMotivation,
];

/** Every row of the report as report.csv, streamed a batch at a time, dates in the company's zone. */
export function quarterlyAwardsCsv(ctx: AppContext, reply: FastifyReply, body: CsvBody) {
  const page = (cursor: string | undefined) => quarterlyAwards(ctx, { ...body, cursor, limit: CSV_BATCH });
  return sendCsv(reply, CSV_COLUMNS, allPages(page, csvRow));
}
