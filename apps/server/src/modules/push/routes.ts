import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { devicesOf, pushKey, subscribeDevice, unsubscribeDevice } from './service.js';
import { manifestRoutes } from './manifest.js';

export function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['push.pushkey'], () => pushKey(ctx));
  registerCall(app, ctx, calls['push.pushsubscribe'], ({ body, caller }) =>
    subscribeDevice(ctx, caller.member.id, body),
  );
  registerCall(app, ctx, calls['push.pushunsubscribe'], ({ body, caller }) =>
    unsubscribeDevice(ctx, caller.member.id, body.id),
  );
  registerCall(app, ctx, calls['push.pushdevices'], ({ caller }) => devicesOf(ctx, caller.member.id));
  manifestRoutes(app, ctx);
}
