import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../http/context.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { canSend } from '../members.js';
import { recogniseFromChat } from '../recognise.js';
import { readSlack, type SlackIntegration } from '../store.js';
import { header, keepRawBodies, rawBody } from '../raw-body.js';
import { slackClient } from './client.js';
import { parseSlackCommand } from './command.js';
import {
  doneView,
  MODAL_CALLBACK_ID,
  modalErrors,
  readModal,
  recognitionModal,
  type ViewState,
} from './modal.js';
import { notAMemberText, slackPerson } from './people.js';
import { verifySlackRequest } from './verify.js';

export const SLACK_COMMAND_PATH = '/integrations/slack/commands';
export const SLACK_INTERACTION_PATH = '/integrations/slack/interactions';

/** A requestId from Slack's own ids: a retry of the same request carries the same ones. */
export const slackRequestId = (...parts: string[]) =>
  `slack-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40)}`;

const ephemeral = (text: string) => ({ response_type: 'ephemeral', text });

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

export function slackRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    keepRawBodies(scope);

    scope.post(SLACK_COMMAND_PATH, async (req, reply) => {
      const slack = await verified(ctx, req, reply);
      if (!slack) return reply;
      const form = new URLSearchParams(rawBody(req));
      const get = (k: string) => form.get(k) ?? '';
      const { programmeName } = await getProgrammeSettings(ctx.database.db, ctx.config);
      if (!slack.secrets.botToken)
        return ephemeral(`${programmeName} is not fully set up in Slack yet (no bot token).`);
      const client = slackClient(ctx.config, slack.secrets.botToken);
      const sender = await slackPerson(client, ctx.database.db, get('user_id'));
      if (!sender.member || !canSend(sender.member)) return ephemeral(notAMemberText(programmeName));
      const text = get('text').trim();
      if (!text) {
        const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
        await client.views.open({
          trigger_id: get('trigger_id'),
          view: recognitionModal(sender.member, settings) as never,
        });
        return reply.status(200).send('');
      }
      const parsed = parseSlackCommand(text);
      if (!parsed.ok) return ephemeral(parsed.error);
      const people = await Promise.all(parsed.userIds.map((id) => slackPerson(client, ctx.database.db, id)));
      const unknown = people.filter((p) => !p.member);
      if (unknown.length) {
        return ephemeral(
          `${unknown.map((p) => p.label).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not in ${programmeName} ` +
            '(no active member has the e-mail address of their Slack profile). Nothing was sent.',
        );
      }
      const outcome = await recogniseFromChat(ctx, sender.member, {
        what: parsed.what,
        recipients: people.map((p) => p.member!),
        points: parsed.points,
        value: parsed.value,
        message: parsed.message,
        requestId: slackRequestId(get('team_id'), get('user_id'), get('trigger_id')),
      });
      return ephemeral(outcome.ok ? outcome.text : `Nothing was sent: ${outcome.text}`);
    });

    scope.post(SLACK_INTERACTION_PATH, async (req, reply) => {
      const slack = await verified(ctx, req, reply);
      if (!slack) return reply;
      let payload: {
        type?: string;
        team?: { id?: string };
        user?: { id?: string };
        view?: { id?: string; callback_id?: string; state?: { values?: ViewState } };
      };
      try {
        payload = JSON.parse(new URLSearchParams(rawBody(req)).get('payload') ?? '') as typeof payload;
      } catch {
        return reply.status(400).send({ message: 'No interaction payload' });
      }
      // Only the recognition form is ours to answer; other interactions are acknowledged.
      if (payload.type !== 'view_submission' || payload.view?.callback_id !== MODAL_CALLBACK_ID)
        return reply.status(200).send('');
      const { programmeName } = await getProgrammeSettings(ctx.database.db, ctx.config);
      const fail = (text: string, fields?: Record<string, string>) => ({
        response_action: 'errors',
        errors: modalErrors(fields, text),
      });
      if (!slack.secrets.botToken) return fail(`${programmeName} is not fully set up in Slack yet.`);
      const client = slackClient(ctx.config, slack.secrets.botToken);
      const sender = await slackPerson(client, ctx.database.db, payload.user?.id ?? '');
      if (!sender.member || !canSend(sender.member)) return fail(notAMemberText(programmeName));
      const answer = readModal(payload.view.state?.values ?? {});
      if ('error' in answer) return fail('Check the form', answer.error);
      const people = await Promise.all(answer.userIds.map((id) => slackPerson(client, ctx.database.db, id)));
      const unknown = people.filter((p) => !p.member);
      if (unknown.length)
        return fail(`Not in ${programmeName}: ${unknown.map((p) => p.label).join(', ')}.`, {
          recipients: `Not in ${programmeName}: ${unknown.map((p) => p.label).join(', ')}`,
        });
      const outcome = await recogniseFromChat(ctx, sender.member, {
        what: answer.what,
        recipients: people.map((p) => p.member!),
        points: answer.points,
        value: answer.value,
        message: answer.message,
        requestId: slackRequestId(payload.team?.id ?? '', payload.user?.id ?? '', payload.view.id ?? ''),
      });
      if (!outcome.ok) return fail(outcome.text, outcome.fields);
      return { response_action: 'update', view: doneView(outcome.text) };
    });
  });
}
