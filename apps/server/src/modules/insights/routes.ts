import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { insightsCsv } from './csv.js';
import { insightScopes, SECTIONS } from './service.js';

/** Role checks are the contract's; which scope a caller may read is the service's (scope.ts). */
export function insightsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['insights.scopes'], ({ caller }) => insightScopes(ctx, caller.member));
  registerCall(app, ctx, calls['insights.participation'], ({ caller, body }) =>
    SECTIONS.participation(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['insights.fairness'], ({ caller, body }) =>
    SECTIONS.fairness(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['insights.values'], ({ caller, body }) =>
    SECTIONS.values(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['insights.points'], ({ caller, body }) =>
    SECTIONS.points(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['insights.nominations'], ({ caller, body }) =>
    SECTIONS.nominations(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['insights.csv'], ({ caller, body, reply }) =>
    insightsCsv(ctx, reply, caller.member, body),
  );
}
