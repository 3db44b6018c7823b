import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { slackRoutes } from './slack/routes.js';
import { teamsRoutes } from './teams/routes.js';

/** Slack and Microsoft Teams: recognition from chat in, channel posts out through the outbox. */
export { chatSubscriber } from './subscriber.js';
export { resealChatSecrets, sealedChatSecrets } from './store.js';
export { chatTransports } from './transports.js';
export { chatAdminRoutes } from './admin-routes.js';
export { startSlackSocketMode } from './slack/socket-mode.js';
export { chatCelebrationsJob } from './celebrations.js';
export { getIntegrations, retryPost, saveSlack, saveTeams } from './admin-service.js';
export { linkTeamsUser } from './teams/identity.js';

/** The requests Slack and Teams send to the portal (signed; outside the call registry). */
export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  slackRoutes(app, ctx);
  teamsRoutes(app, ctx);
}
