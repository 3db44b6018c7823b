import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorFromMember } from '../audit-log.js';
import { hideRecognitionMessage, searchRecognitions } from './recognition-moderation.js';

/** Recognition message moderation. Picture hiding and points reversal stay with the shop area's registrar. */
export function moderationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.recognitionsearch'], ({ body }) =>
    searchRecognitions(ctx.database.db, body.search),
  );
  registerCall(app, ctx, calls['admin.recognitionhide'], ({ caller, body }) =>
    hideRecognitionMessage(ctx, actorFromMember(caller.member), body),
  );
}
