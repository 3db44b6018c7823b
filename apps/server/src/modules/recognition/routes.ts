import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { bannerRoutes } from './banners.js';
import { recentRecognition } from './recent.js';
import { sendRecognition } from './send-service.js';

export function recognitionRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['reward.doreward'], ({ caller, body }) =>
    sendRecognition(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['site.getrecentrecognition'], async () => ({
    report: await recentRecognition(ctx),
  }));
  bannerRoutes(app);
}
