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

const ZStatementReport = z.object({ report: z.array(ZStatementRow) });

export const myrecognitions = defineCall({
  path: '/api/report/myrecognitions',
  summary: 'Recognition received and sent in a month, with counts',
  access: ['member'],
  body: z.object({ selMonth: ZMonth, doCount: z.boolean().default(true) }),
  response: z.object({
    report: z.array(ZRecognitionRecord),
    msgCountFrom: z.number().int(),
    rewardCountFrom: z.number().int(),
    msgCountTo: z.number().int(),
    rewardCountTo: z.number().int(),
  }),
});

export const reportmanagement = defineCall({
  path: '/api/report/reportmanagement',
  summary: 'Recognition in the manager’s division (or all divisions for admin-report users) in a month',
  access: ['manager'],
  forbiddenMessage: ROLE_MESSAGES.manager,
  body: z.object({
    selMonth: ZMonth,
    /** All divisions; honoured only for admin-report users. */
    isAll: z.boolean().default(false),
  }),
  response: z.object({ report: z.array(ZManagementReportRow) }),
});

export const quarterlyawards = defineCall({
  path: '/api/report/quarterlyawards',
  summary: 'Nominations put forward for the quarterly award between two months',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  body: z
    .object({
      selMonthFrom: ZMonth,
      selMonthTo: ZMonth,
      /** W is the only status the client sends; the server may know others. */
      awardStatus: z
        .string()
        .trim()
        .regex(/^[A-Z]$/, 'Invalid status')
        .default('W'),
    })
    // 'YYYY-MM' strings compare in date order.
    .refine((v) => v.selMonthFrom <= v.selMonthTo, {
      path: ['selMonthTo'],
      message: 'Must not be before the from month',
    }),
  response: z.object({ report: z.array(ZQuarterlyAwardRow) }),
});

export const managementstatement = defineCall({
  path: '/api/report/managementstatement',
  summary: 'The manager’s TO RECOGNISE budget statement',
  access: ['manager'],
  forbiddenMessage: ROLE_MESSAGES.manager,
  body: ZEmpty,
  response: ZStatementReport,
});

export const managerbalances = defineCall({
  path: '/api/report/managerbalances',
  summary: 'Every manager’s remaining budget',
  access: ['adminReports'],
  forbiddenMessage: ROLE_MESSAGES.authorised,
  body: ZEmpty,
  response: z.object({ report: z.array(ZManagerBalanceRow) }),
});

export const statement = defineCall({
  path: '/api/report/statement',
  summary: 'The member’s points statement (TO REDEEM)',
  access: ['member'],
  body: ZEmpty,
  response: ZStatementReport,
});

export const payitforwardstatement = defineCall({
  path: '/api/report/payitforwardstatement',
  summary: 'The member’s Peer to Peer Recognition (Pay It Forward) statement',
  access: ['member'],
  body: ZEmpty,
  response: ZStatementReport,
});
