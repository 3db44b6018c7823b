import {
  recognitionTypeLabel,
  RECOGNITION_CSV_COLUMNS,
  type calls,
  type CallBody,
  type TManagementReportRow,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { allPages, CSV_BATCH, DATE_TIME, formatInZone, sendCsv } from '../../http/csv-download.js';
import { managementReport, managerBalances, myRecognitions } from './service.js';

/** My Recognition dates are d/MM/yy (other reports' DATE_TIME), in the company's zone. */
const SHORT_DATE = 'd/MM/yy';

const MANAGEMENT_CSV_COLUMNS = [
  'Type',
  'Date',
  'From',
  'From Member No',
  'From Division',
  'To',
  'To Member No',
  'To Division',
  'Points',
  'Value',
  'Message',
];
const MANAGER_BALANCE_CSV_COLUMNS = [
  'Member No',
  'Company',
  'First Name',
  'Surname',
  'Date Created',
  'Status',
  'Points',
];

/** Every row of one side (or both) of the caller's month: Type, Date, To or From, Member No, Points, Value, Message. */
export function myRecognitionsCsv(
  ctx: AppContext,
  reply: FastifyReply,
  member: MemberRow,
  body: CallBody<(typeof calls)['report.myrecognitionscsv']>,
) {
  const page = (cursor: string | undefined) =>
    myRecognitions(ctx, member, { ...body, doCount: false, cursor, limit: CSV_BATCH });
  return sendCsv(
    reply,
    RECOGNITION_CSV_COLUMNS,
    allPages(page, (r, tz) => [
      recognitionTypeLabel(r.type),
      formatInZone(r.date, SHORT_DATE, tz),
      r.memberName,
      r.memberNumber,
      r.points,
      r.value,
      r.message,
    ]),
  );
}

/** Every row of the Management Report for the month, as the screen would page through it. */
export function managementReportCsv(
  ctx: AppContext,
  reply: FastifyReply,
  member: MemberRow,
  body: CallBody<(typeof calls)['report.reportmanagementcsv']>,
) {
  const page = (cursor: string | undefined) =>
    managementReport(ctx, member, { ...body, cursor, limit: CSV_BATCH });
  return sendCsv(
    reply,
    MANAGEMENT_CSV_COLUMNS,
    allPages(page, (r: TManagementReportRow, tz) => [
      recognitionTypeLabel(r.type),
      formatInZone(r.date, DATE_TIME, tz),
      r.from,
      r.fromMemberNo,
      r.fromDivision,
      r.to,
      r.toMemberNo,
      r.toDivision,
      r.points,
      r.value,
      r.message,
    ]),
  );
}

/** Every manager's balance. */
export function managerBalancesCsv(ctx: AppContext, reply: FastifyReply) {
  const page = (cursor: string | undefined) => managerBalances(ctx, { cursor, limit: CSV_BATCH });
  return sendCsv(
    reply,
    MANAGER_BALANCE_CSV_COLUMNS,
    allPages(page, (r, tz) => [
      r.memberNumber,
      r.companyName,
      r.firstName,
      r.surname,
      formatInZone(r.dateCreated, DATE_TIME, tz),
      r.memberStatus,
      r.points,
    ]),
  );
}
