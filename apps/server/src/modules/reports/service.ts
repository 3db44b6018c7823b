import type { z } from 'zod';
import type {
  calls,
  TManagementReportRow,
  TManagerBalanceRow,
  TRecognitionRecord,
  TStatementRow,
} from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { statement, type MemberAccountKind } from '../../ledger/index.js';
import { divisionRecognitions, managersWithBudgets, memberRecognitions } from './repository.js';
import { monthRange } from '../../lib/month.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { pictureRefs } from '../pictures/index.js';
import { shownMessage } from '../recognition/index.js';

type MyRecognitionsBody = z.infer<(typeof calls)['report.myrecognitions']['body']>;
type ManagementBody = z.infer<(typeof calls)['report.reportmanagement']['body']>;

/** More than a month of the whole company has ever held; a bound all the same. */
const MANAGEMENT_REPORT_LIMIT = 10_000;

/**
 * My Recognition for one month. Readings:
 * - isFrom is true when the caller sent the recognition (the Sent tab); memberName,
 *   memberNumber and picId are then the recipient's, otherwise the sender's;
 * - messages are recognitions without points, rewards those with points;
 * - the From counts are what the caller sent, the To counts what the caller received.
 */
export async function myRecognitions(ctx: AppContext, member: MemberRow, body: MyRecognitionsBody) {
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const range = monthRange(body.selMonth, timeZone);
  const db = ctx.database.db;
  const [sent, received, pictures] = await Promise.all([
    memberRecognitions(db, member.id, 'sent', range),
    memberRecognitions(db, member.id, 'received', range),
    pictureRefs(ctx),
  ]);
  const toRecord = (isFrom: boolean) => (r: (typeof sent)[number]) => ({
    id: r.id,
    record: {
      type: r.type,
      date: r.createdAt,
      value: r.value,
      message: shownMessage(r),
      points: r.points,
      memberName: `${r.firstname} ${r.surname}`,
      memberNumber: r.memberNumber,
      picId: pictures.ref(r.picId),
      isFrom,
    } satisfies TRecognitionRecord,
  });
  const report = [...sent.map(toRecord(true)), ...received.map(toRecord(false))]
    .sort((a, b) => b.record.date.localeCompare(a.record.date) || b.id - a.id)
    .map((r) => r.record);
  const count = (rows: typeof sent, withPoints: boolean) =>
    body.doCount ? rows.filter((r) => r.points > 0 === withPoints).length : 0;
  return {
    report,
    msgCountFrom: count(sent, false),
    rewardCountFrom: count(sent, true),
    msgCountTo: count(received, false),
    rewardCountTo: count(received, true),
  };
}

/** A statement of one of the caller's accounts, newest first; a negative value is a debit. */
export async function accountStatement(
  ctx: AppContext,
  member: MemberRow,
  kind: MemberAccountKind,
): Promise<{ report: TStatementRow[] }> {
  const { lines } = await statement(ctx.database.db, { memberId: member.id, kind });
  return {
    report: lines.map((l) => ({
      transDate: l.transDate,
      transDescription: l.transDescription,
      pointsValue: l.pointsValue,
    })),
  };
}

/**
 * The Management Report: a manager sees the recognitions sent or received by anyone in their
 * own division (the division of their staff record, which holds their team). isAll widens it
 * to every division for admin-report users and is ignored for other managers, as the
 * contract says: the toggle is not shown to them, so a stray flag should not turn into an error.
 */
export async function managementReport(
  ctx: AppContext,
  member: MemberRow,
  body: ManagementBody,
): Promise<{ report: TManagementReportRow[] }> {
  const all = body.isAll && member.isAdminReports === 1;
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const rows = await divisionRecognitions(
    ctx.database.db,
    all ? null : member.divisionCode,
    monthRange(body.selMonth, timeZone),
    MANAGEMENT_REPORT_LIMIT,
  );
  return {
    report: rows.map((r) => ({
      type: r.type,
      date: r.createdAt,
      from: `${r.fromFirstname} ${r.fromSurname}`,
      fromMemberNo: r.fromMemberNo,
      fromDivision: r.fromDivision,
      to: `${r.toFirstname} ${r.toSurname}`,
      toMemberNo: r.toMemberNo,
      toDivision: r.toDivision,
      points: r.points,
      value: r.value,
      message: shownMessage(r),
    })),
  };
}

const MEMBER_STATUS = { active: 'Active', leaver: 'Left' } as const;

/** Every manager's remaining recognise budget (dateCreated: when their staff record was created). */
export async function managerBalances(ctx: AppContext): Promise<{ report: TManagerBalanceRow[] }> {
  const [rows, { companyName }] = await Promise.all([
    managersWithBudgets(ctx.database.db),
    getProgrammeSettings(ctx.database.db, ctx.config),
  ]);
  return {
    report: rows.map((r) => ({
      memberNumber: r.memberNumber,
      companyName,
      firstName: r.firstname,
      surname: r.surname,
      dateCreated: r.createdAt,
      memberStatus: MEMBER_STATUS[r.employmentStatus],
      points: r.balance ?? 0,
    })),
  };
}
