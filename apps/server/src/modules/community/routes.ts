import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { celebrationsToday } from '../members/index.js';
import { getToKnowList, getToKnowOne } from './gettoknow.js';

/** Celebrate With Us and Get To Know (Get Involved has its own folder). */
export function communityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['site.getcelebrations'], async () => ({
    report: await celebrationsToday(ctx),
  }));
  registerCall(app, ctx, calls['site.gettoknowlist'], async () => ({ members: await getToKnowList(ctx) }));
  registerCall(app, ctx, calls['site.gettoknowget'], async ({ body }) => ({
    member: await getToKnowOne(ctx, body.memberId),
  }));
}
