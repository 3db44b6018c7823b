import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { divisionLists, memberList, memberSummary } from './service.js';

/** Select Members: search, one member by id, and the country and division lists. */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['site.getmemberlist'], ({ caller, body }) => memberList(ctx, caller, body));
  registerCall(app, ctx, calls['site.getmemberget'], ({ body }) => memberSummary(ctx, body.memberId));
  registerCall(app, ctx, calls['site.getdivisionlist'], () => divisionLists(ctx));
}
