import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { accountStatement, managementReport, managerBalances, myRecognitions } from './service.js';

/** Role checks are the contract's: statements for everyone, management calls for managers. */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['report.myrecognitions'], ({ caller, body }) =>
    myRecognitions(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['report.statement'], ({ caller }) =>
    accountStatement(ctx, caller.member, 'redeem'),
  );
  registerCall(app, ctx, calls['report.payitforwardstatement'], ({ caller }) =>
    accountStatement(ctx, caller.member, 'pif'),
  );
  registerCall(app, ctx, calls['report.managementstatement'], ({ caller }) =>
    accountStatement(ctx, caller.member, 'recognise'),
  );
  registerCall(app, ctx, calls['report.reportmanagement'], ({ caller, body }) =>
    managementReport(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['report.managerbalances'], () => managerBalances(ctx));
}
