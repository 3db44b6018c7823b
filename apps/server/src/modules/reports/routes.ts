import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { accountStatement, managementReport, managerBalances, myRecognitions } from './service.js';
import { managementReportCsv, managerBalancesCsv, myRecognitionsCsv } from './exports.js';

/**
 * Role checks are the contract's: statements for everyone, management calls for managers. The
 * CSV downloads are calls like the others (same roles, same validation) that stream a file.
 */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['report.myrecognitions'], ({ caller, body }) =>
    myRecognitions(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['report.statement'], ({ caller, body }) =>
    accountStatement(ctx, caller.member, 'redeem', body),
  );
  registerCall(app, ctx, calls['report.payitforwardstatement'], ({ caller, body }) =>
    accountStatement(ctx, caller.member, 'pif', body),
  );
  registerCall(app, ctx, calls['report.managementstatement'], ({ caller, body }) =>
    accountStatement(ctx, caller.member, 'recognise', body),
  );
  registerCall(app, ctx, calls['report.reportmanagement'], ({ caller, body }) =>
    managementReport(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['report.managerbalances'], ({ body }) => managerBalances(ctx, body));
  registerCall(app, ctx, calls['report.myrecognitionscsv'], ({ caller, body, reply }) =>
    myRecognitionsCsv(ctx, reply, caller.member, body),
  );
  registerCall(app, ctx, calls['report.reportmanagementcsv'], ({ caller, body, reply }) =>
    managementReportCsv(ctx, reply, caller.member, body),
  );
  registerCall(app, ctx, calls['report.managerbalancescsv'], ({ reply }) => managerBalancesCsv(ctx, reply));
}
