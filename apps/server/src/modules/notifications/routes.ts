import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { preferencesOf, savePreferences } from './preferences.js';
import { listNotifications, markRead, unreadCount } from './service.js';

/** The bell and the member's notification preferences. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  registerCall(app, ctx, calls['notifications.list'], ({ caller, body }) =>
    listNotifications(db, caller.member.id, body.cursor, body.limit),
  );
  registerCall(app, ctx, calls['notifications.unreadcount'], async ({ caller }) => ({
    unread: await unreadCount(db, caller.member.id),
  }));
  registerCall(app, ctx, calls['notifications.markread'], ({ caller, body }) =>
    markRead(db, caller.member.id, ctx.clock.now().toISOString(), body),
  );
  registerCall(app, ctx, calls['notifications.preferences'], async ({ caller }) => ({
    preferences: await preferencesOf(db, caller.member.id),
  }));
  registerCall(app, ctx, calls['notifications.preferencesave'], async ({ caller, body }) => ({
    preferences: await savePreferences(db, caller.member.id, body.preferences),
  }));
}
