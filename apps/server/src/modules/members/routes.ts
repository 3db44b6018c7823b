import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale } from '../../http/request-language.js';
import { homeData } from './home.js';
import { updateProfile } from './profile-service.js';
import { discardTempPictures } from '../pictures/index.js';
import { markFirstStep } from './first-steps.js';

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['member.getmemberdata'], async ({ caller, body, req }) => {
    // The profile screen asks with resetimg: an upload it did not save is dropped.
    if (body.resetimg) await discardTempPictures(ctx.database.db, caller.member.id);
    return homeData(ctx, caller.member, await requestLocale(ctx, req));
  });
  registerCall(app, ctx, calls['member.memberupdate'], ({ caller, body }) =>
    updateProfile(ctx, caller, body),
  );
  registerCall(app, ctx, calls['member.firststeps'], ({ caller, body }) =>
    markFirstStep(ctx, caller.member.id, body.step),
  );
}
