import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../http/context.js';
import { readSlack, type SlackIntegration } from '../store.js';
import { header, keepRawBodies, rawBody } from '../raw-body.js';
import { handleInteraction, handleSlashCommand, SORRY, type InteractionPayload } from './handlers.js';
import { ZInteractionPayload } from './interaction-schema.js';
import { verifySlackRequest } from './verify.js';

export const SLACK_COMMAND_PATH = '/integrations/slack/commands';
export const SLACK_INTERACTION_PATH = '/integrations/slack/interactions';

/**
 * Verifies a request before anything else happens: Slack set up and switched on, and the
 * signature over the raw body within five minutes. Anything else is a 401 that changes nothing.
 */
async function verified(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<SlackIntegration | null> {
  const slack = await readSlack(ctx.database.db, ctx.config);
  const secret = slack.secrets.signingSecret;
  const ok =
    slack.enabled &&
    !!secret &&
    verifySlackRequest(
      secret,
      { timestamp: header(req, 'x-slack-request-timestamp'), signature: header(req, 'x-slack-signature') },
      rawBody(req),
      ctx.clock.now(),
    );
  if (!ok) {
    await reply.status(401).send({ message: 'This request is not signed by Slack.' });
    return null;
  }
  return slack;
}

/** Slack's HTTP requests: slash commands and interactions, form-encoded and signed. */
export function slackRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    keepRawBodies(scope);

    scope.post(SLACK_COMMAND_PATH, async (req, reply) => {
      const slack = await verified(ctx, req, reply);
      if (!slack) return reply;
      const fields = Object.fromEntries(new URLSearchParams(rawBody(req)));
      try {
        const answer = await handleSlashCommand(ctx, slack, fields);
        return answer ?? reply.status(200).send('');
      } catch (err) {
        req.log.error({ err }, 'slack command');
        return SORRY;
      }
    });

    scope.post(SLACK_INTERACTION_PATH, async (req, reply) => {
      const slack = await verified(ctx, req, reply);
      if (!slack) return reply;
      let parsed: unknown;
      try {
        parsed = JSON.parse(new URLSearchParams(rawBody(req)).get('payload') ?? '');
      } catch {
        return reply.status(400).send({ message: 'No interaction payload' });
      }
      const payload = ZInteractionPayload.safeParse(parsed);
      if (!payload.success) return reply.status(400).send({ message: 'Not a Slack interaction' });
      const answer = await handleInteraction(ctx, slack, payload.data as InteractionPayload);
      return answer ?? reply.status(200).send('');
    });
  });
}
