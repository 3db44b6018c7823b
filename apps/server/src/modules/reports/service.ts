import { z } from 'zod';
import type {
  calls,
  TManagementReportRow,
  TManagerBalanceRow,
  TRecognitionRecord,
  TStatementRow,
} from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { memberAccountId, type MemberAccountKind } from '../../ledger/index.js';
import {
  accountTransfers,
  divisionRecognitions,
  managersWithBudgets,
  memberMonthCounts,
  memberRecognitions,
  type ManagerKey,
} from './repository.js';
import { decodeCursor, pageOf, ZTimeKey } from '../../db/keyset-cursor.js';
import { monthRange } from '../../lib/month.js';
import { foldRecognitionDeltas } from '../../db/fold-waiting.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { divisionTimeZone } from '../../settings/cluster-zones.js';
import { pictureRefs } from '../pictures/index.js';
import { shownMessage } from '../recognition/index.js';

type MyRecognitionsBody = z.infer<(typeof calls)['report.myrecognitions']['body']>;
type ManagementBody = z.infer<(typeof calls)['report.reportmanagement']['body']>;
type Paging = { cursor?: string | undefined; limit: number };

const ZManagerKey = z.tuple([z.string(), z.string(), z.string()]);

/**
 * My Recognition for one month, newest first, a page at a time. Readings:
 * - isFrom is true when the caller sent the recognition (the Sent tab); memberName,
 *   memberNumber and picId are then the recipient's, otherwise the sender's;
 * - messages are recognitions without points, rewards those with points;
 * - the From counts are what the caller sent, the To counts what the caller received, over
 *   the whole month (counted in SQL, whatever the page).
 */
export async function myRecognitions(ctx: AppContext, member: MemberRow, body: MyRecognitionsBody) {
  const db = ctx.database.db;
  const { timeZone } = await getProgrammeSettings(db, ctx.config);
  const range = monthRange(body.selMonth, timeZone);
  const after = decodeCursor(body.cursor, ZTimeKey);
  const pictures = await pictureRefs(ctx);
  // The counts read the insights month roll-up, which must hold the sends still waiting for it.
  if (body.doCount) await foldRecognitionDeltas(ctx.database);
  const [counts, rows] = await Promise.all([
    body.doCount ? memberMonthCounts(db, member.id, body.selMonth, timeZone, range) : null,
    memberRecognitions(db, member.id, body.direction, range, after, body.limit + 1),
  ]);
  const { page, nextCursor } = pageOf(rows, body.limit, (r) => [r.createdAt, r.id]);
  const none = { messages: 0, rewards: 0 };
  const { sent, received } = counts ?? { sent: none, received: none };
  return {
    report: page.map((r): TRecognitionRecord => ({
      type: r.type,
      date: r.createdAt,
      value: r.value,
      message: shownMessage(r),
      points: r.points,
      memberName: `${r.firstname} ${r.surname}`,
      memberNumber: r.memberNumber,
      picId: pictures.ref(r.picId),
      isFrom: Number(r.isFrom) === 1,
    })),
    msgCountFrom: sent.messages,
    rewardCountFrom: sent.rewards,
    msgCountTo: received.messages,
    rewardCountTo: received.rewards,
    nextCursor,
    timeZone,
  };
}

/** A page of one of the caller's account statements, newest first; a negative value is a debit. */
export async function accountStatement(
  ctx: AppContext,
  member: MemberRow,
  kind: MemberAccountKind,
  paging: Paging,
): Promise<{ report: TStatementRow[]; nextCursor: string | null; timeZone: string }> {
  const db = ctx.database.db;
  const after = decodeCursor(paging.cursor, ZTimeKey);
  const [accountId, settings] = await Promise.all([
    memberAccountId(db, member.id, kind),
    getProgrammeSettings(db, ctx.config),
  ]);
  // A statement has no month to cut: its dates are shown in the member's own cluster's time zone.
  const timeZone = await divisionTimeZone(db, member.divisionCode, settings.timeZone);
  const rows = accountId === undefined ? [] : await accountTransfers(db, accountId, after, paging.limit + 1);
  const { page, nextCursor } = pageOf(rows, paging.limit, (r) => [r.createdAt, r.id]);
  return {
    report: page.map((r) => ({
      transDate: r.createdAt,
      transDescription: r.description,
      pointsValue: r.fromAccountId === accountId ? -r.amount : r.amount,
    })),
    nextCursor,
    timeZone,
  };
}

/**
 * The Management Report, newest first, a page at a time: a manager sees the recognitions sent
 * or received by anyone in their own division (the division of their staff record, which
 * holds their team). isAll widens it to every division for admin-report users and is ignored
 * for other managers, as the contract says: the toggle is not shown to them, so a stray flag
 * should not turn into an error.
 */
export async function managementReport(
  ctx: AppContext,
  member: MemberRow,
  body: ManagementBody,
): Promise<{ report: TManagementReportRow[]; nextCursor: string | null; timeZone: string }> {
  const all = body.isAll && member.isAdminReports === 1;
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const rows = await divisionRecognitions(
    ctx.database.db,
    all ? null : member.divisionCode,
    monthRange(body.selMonth, timeZone),
    decodeCursor(body.cursor, ZTimeKey),
    body.limit + 1,
  );
  const { page, nextCursor } = pageOf(rows, body.limit, (r) => [r.createdAt, r.id]);
  return {
    report: page.map((r) => ({
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
    nextCursor,
    timeZone,
  };
}

const MEMBER_STATUS = { active: 'Active', leaver: 'Left' } as const;

/**
 * Every manager's remaining recognise budget, a page at a time by name (dateCreated: when
 * their staff record was created).
 */
export async function managerBalances(
  ctx: AppContext,
  paging: Paging,
): Promise<{ report: TManagerBalanceRow[]; nextCursor: string | null; timeZone: string }> {
  const after: ManagerKey | null = decodeCursor(paging.cursor, ZManagerKey);
  const [rows, { companyName, timeZone }] = await Promise.all([
    managersWithBudgets(ctx.database.db, after, paging.limit + 1),
    getProgrammeSettings(ctx.database.db, ctx.config),
  ]);
  const { page, nextCursor } = pageOf(rows, paging.limit, (r) => [r.surname, r.firstname, r.memberNumber]);
  return {
    report: page.map((r) => ({
      memberNumber: r.memberNumber,
      companyName,
      firstName: r.firstname,
      surname: r.surname,
      dateCreated: r.createdAt,
      memberStatus: MEMBER_STATUS[r.employmentStatus],
      points: r.balance ?? 0,
    })),
    nextCursor,
    timeZone,
  };
}
