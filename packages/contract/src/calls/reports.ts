import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ROLE_MESSAGES } from '../errors.js';
import {
  ZManagementReportRow,
  ZManagerBalanceRow,
  ZQuarterlyAwardRow,
  ZRecognitionRecord,
  ZStatementRow,
} from '../entities/reports.js';
import { ZEmpty, ZMonth } from '../fields.js';
import { ZCursor, ZNextCursor, ZPageLimit } from '../paging.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/**
 * The company's time zone (IANA name): month filters group by it, and screens and CSV files
 * show dates in it, so a recognition shown on 31 Aug is in August's report.
 */
const ZTimeZone = z.string();

/** Statements come newest first, a page at a time. */
const ZStatementBody = z.object({ cursor: ZCursor, limit: ZPageLimit(100, 500) });
const ZStatementReport = z.object({
  report: z.array(ZStatementRow),
  nextCursor: ZNextCursor,
  timeZone: ZTimeZone,
});

const ZMyRecognitionsFilter = z.object({
  selMonth: ZMonth,
  /** One tab's rows (received or sent), or both sides together as before. */
  direction: z.enum(['all', 'received', 'sent']).default('all'),
});
const ZManagementFilter = z.object({
  selMonth: ZMonth,
  /** All divisions; honoured only for admin-report users. */
  isAll: z.boolean().default(false),
});

export const myrecognitions = defineCall({
  path: '/api/report/myrecognitions',
  summary: 'Recognition received and sent in a month, with counts',
  access: ['member'],
  body: ZMyRecognitionsFilter.extend({
    doCount: z.boolean().default(true),
    cursor: ZCursor,
    // 25 cards are about four phone screens; each row costs the server its object and its
    // bytes, so a first page that nobody scrolls through is work for nothing.
    limit: ZPageLimit(25, 200),
  }),
  response: z.object({
    /** Newest first, one page; the counts cover the whole month. */
    report: z.array(ZRecognitionRecord),
    msgCountFrom: z.number().int(),
    rewardCountFrom: z.number().int(),
    msgCountTo: z.number().int(),
    rewardCountTo: z.number().int(),
    nextCursor: ZNextCursor,
    timeZone: ZTimeZone,
  }),
});

/** Every row of a report as report.csv (byte-order mark, quoted cells), streamed by the server. */
const ZCsvFile = z.unknown();

export const myrecognitionscsv = defineCall({
  path: '/api/report/myrecognitionscsv',
  summary:
    'My Recognition for a month as CSV, every row (Type, Date, To or From, Member No, Points, Value, Message)',
  access: ['member'],
  responseKind: 'csv',
  body: ZMyRecognitionsFilter,
  response: ZCsvFile,
});

export const reportmanagement = defineCall({
  path: '/api/report/reportmanagement',
  summary: 'Recognition in the manager’s division (or all divisions for admin-report users) in a month',
  access: ['manager'],
  forbiddenMessage: ROLE_MESSAGES.manager,
  body: ZManagementFilter.extend({ cursor: ZCursor, limit: ZPageLimit(100, 500) }),
  response: z.object({
    /** Newest first, one page. */
    report: z.array(ZManagementReportRow),
    nextCursor: ZNextCursor,
    timeZone: ZTimeZone,
  }),
});

export const reportmanagementcsv = defineCall({
  path: '/api/report/reportmanagementcsv',
  summary: 'The Management Report for a month as CSV, every row',
  access: ['manager'],
  forbiddenMessage: ROLE_MESSAGES.manager,
  responseKind: 'csv',
  body: ZManagementFilter,
  response: ZCsvFile,
});

const quarterlyFilter = {
  selMonthFrom: ZMonth,
  selMonthTo: ZMonth,
  /** W is the only status the client sends; the server may know others. */
  awardStatus: z
    .string()
    .trim()
    .regex(/^[A-Z]$/, ADMIN_FIELD_TEXTS.invalidStatus.message)
    .default('W'),
};
// 'YYYY-MM' strings compare in date order.
const monthsInOrder = <S extends z.ZodType<{ selMonthFrom: string; selMonthTo: string }>>(schema: S) =>
  schema.refine((v) => v.selMonthFrom <= v.selMonthTo, {
    path: ['selMonthTo'],
    message: FIELD_TEXTS.notBeforeFromMonth.message,
  });

export const quarterlyawards = defineCall({
  path: '/api/report/quarterlyawards',
  summary: 'Nominations put forward for the quarterly award between two months',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  body: monthsInOrder(z.object({ ...quarterlyFilter, cursor: ZCursor, limit: ZPageLimit(100, 500) })),
  response: z.object({
    /** Oldest first, one page; nomSerialNum runs on from page to page. */
    report: z.array(ZQuarterlyAwardRow),
    nextCursor: ZNextCursor,
    timeZone: ZTimeZone,
  }),
});

export const quarterlyawardscsv = defineCall({
  path: '/api/report/quarterlyawardscsv',
  summary: 'The Quarterly Award Report between two months as CSV, every row',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  responseKind: 'csv',
  body: monthsInOrder(z.object(quarterlyFilter)),
  response: ZCsvFile,
});

export const managementstatement = defineCall({
  path: '/api/report/managementstatement',
  summary: 'The manager’s TO RECOGNISE budget statement',
  access: ['manager'],
  forbiddenMessage: ROLE_MESSAGES.manager,
  body: ZStatementBody,
  response: ZStatementReport,
});

export const managerbalances = defineCall({
  path: '/api/report/managerbalances',
  summary: 'Every manager’s remaining budget',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  body: z.object({ cursor: ZCursor, limit: ZPageLimit(100, 500) }),
  response: z.object({
    /** By surname, first name and member number, one page. */
    report: z.array(ZManagerBalanceRow),
    nextCursor: ZNextCursor,
    timeZone: ZTimeZone,
  }),
});

export const managerbalancescsv = defineCall({
  path: '/api/report/managerbalancescsv',
  summary: 'Every manager’s remaining budget as CSV',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  responseKind: 'csv',
  body: ZEmpty,
  response: ZCsvFile,
});

export const statement = defineCall({
  path: '/api/report/statement',
  summary: 'The member’s points statement (TO REDEEM)',
  access: ['member'],
  body: ZStatementBody,
  response: ZStatementReport,
});

export const payitforwardstatement = defineCall({
  path: '/api/report/payitforwardstatement',
  summary: 'The member’s Peer to Peer Recognition (Pay It Forward) statement',
  access: ['member'],
  body: ZStatementBody,
  response: ZStatementReport,
});
