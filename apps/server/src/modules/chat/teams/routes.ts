import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../http/context.js';
import { getProgrammeSettings } from '../../../settings/service.js';
import { canSend, memberByDisplayName } from '../members.js';
import { recogniseFromChat } from '../recognise.js';
import { adaptiveCard, teamsEscape } from '../render.js';
import { readTeams } from '../store.js';
import { header, keepRawBodies, rawBody } from '../raw-body.js';
import { parseTeamsMessage } from './message.js';
import { verifyTeamsRequest } from './verify.js';

export const TEAMS_MESSAGE_PATH = '/integrations/teams/messages';

/**
 * The parts of a Teams activity the portal reads, with their types: a signed body of another
 * shape is refused with a 400 rather than read as if it were right. Other keys are kept.
 */
const ZTeamsActivity = z.looseObject({
  id: z.string().optional(),
  text: z.string().optional(),
  from: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).optional(),
  conversation: z.looseObject({ id: z.string().optional() }).optional(),
});

/** The outgoing webhook's answer: a message with one Adaptive Card, shown in the thread. */
const cardReply = (ok: boolean, text: string) => ({
  type: 'message',
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive',
      content: adaptiveCard([
        {
          type: 'TextBlock',
          text: ok ? 'Recognition sent' : 'Nothing was sent',
          weight: 'Bolder',
          color: ok ? 'Good' : 'Attention',
        },
        // The text names people and echoes what was typed in Teams: shown as typed, never as Markdown.
        { type: 'TextBlock', text: teamsEscape(text), wrap: true },
      ]),
    },
  ],
});

/**
 * Teams outgoing webhook. Teams gives display names, not e-mail addresses, so people are
 * matched by name: the sender and each mentioned person must be exactly one active member.
 */
export function teamsRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    keepRawBodies(scope);
    scope.post(TEAMS_MESSAGE_PATH, async (req, reply) => {
      const teams = await readTeams(ctx.database.db, ctx.config);
      const token = teams.secrets.securityToken;
      if (
        !teams.enabled ||
        !token ||
        !verifyTeamsRequest(token, header(req, 'authorization'), rawBody(req))
      ) {
        return reply.status(401).send({ message: 'This request is not signed by Teams.' });
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody(req));
      } catch {
        return reply.status(400).send({ message: 'Not a Teams message' });
      }
      const read = ZTeamsActivity.safeParse(body);
      if (!read.success) return reply.status(400).send({ message: 'Not a Teams message' });
      const activity = read.data;
      const { programmeName } = await getProgrammeSettings(ctx.database.db, ctx.config);
      const sender = await memberByDisplayName(ctx.database.db, activity.from?.name ?? '');
      if (!sender || !canSend(sender)) {
        return cardReply(
          false,
          `${activity.from?.name ?? 'You'} could not be matched to one registered member of ${programmeName} by name. Ask your programme team.`,
        );
      }
      const parsed = parseTeamsMessage(activity.text ?? '');
      if (!parsed.ok) return cardReply(false, parsed.error);
      const people = await Promise.all(
        parsed.names.map(async (n) => ({ n, m: await memberByDisplayName(ctx.database.db, n) })),
      );
      const unknown = people.filter((p) => !p.m).map((p) => p.n);
      if (unknown.length)
        return cardReply(
          false,
          `Not found in ${programmeName} (or the name is not unique): ${unknown.join(', ')}.`,
        );
      const requestId = `teams-${createHash('sha256')
        .update(`${activity.conversation?.id ?? ''}\n${activity.id ?? ''}\n${activity.from?.id ?? ''}`)
        .digest('hex')
        .slice(0, 40)}`;
      const outcome = await recogniseFromChat(ctx, sender, {
        what: parsed.what,
        recipients: people.map((p) => p.m!),
        points: parsed.points,
        value: parsed.value,
        message: parsed.message,
        requestId,
      });
      return cardReply(outcome.ok, outcome.text);
    });
  });
}
