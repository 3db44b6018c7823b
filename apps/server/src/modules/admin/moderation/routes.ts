import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf } from '../../../audit/audit-log.js';
import { hidePicture, reverseRecognition } from './picture-and-reversal.js';
import { hideRecognitionMessage, searchRecognitions } from './recognition-moderation.js';

/** Moderation: recognition messages, their points, and Get Involved pictures. */
export function moderationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.recognitionsearch'], ({ body }) =>
    searchRecognitions(ctx.database.db, body.search),
  );
  registerCall(app, ctx, calls['admin.recognitionhide'], ({ caller, body }) =>
    hideRecognitionMessage(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.picturehide'], ({ caller, body }) =>
    hidePicture(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.recognitionreverse'], ({ caller, body }) =>
    reverseRecognition(ctx, actorOf(caller), body),
  );
}
