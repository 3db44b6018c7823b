import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorOf } from '../../audit/audit-log.js';
import { getIntegrations, retryPost, saveSlack, saveTeams } from './admin-service.js';
import { linkTeamsUser } from './teams/identity.js';

/** The Integrations admin page: Slack, Teams and their channel posts. */
export function chatAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.chatintegrations'], () => getIntegrations(ctx));
  registerCall(app, ctx, calls['admin.slacksave'], ({ caller, body }) =>
    saveSlack(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.teamssave'], ({ caller, body }) =>
    saveTeams(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.teamslink'], ({ caller, body }) =>
    linkTeamsUser(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.chatpostretry'], ({ caller, body }) =>
    retryPost(ctx, actorOf(caller), body.id),
  );
}
