import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../http/context.js';
import { getProgrammeSettings } from '../../../settings/service.js';
import type { MemberRow } from '../../../db/schema.js';
import { canSend } from '../members.js';
import { recogniseFromChat } from '../recognise.js';
import { adaptiveCard, teamsEscape } from '../render.js';
import { readTeams } from '../store.js';
import { header, keepRawBodies, rawBody } from '../raw-body.js';
import { parseTeamsMessage } from './message.js';
import { verifyTeamsRequest } from './verify.js';
import { memberByTeamsId, mentionedIds, objectIdOf } from './identity.js';

export const TEAMS_MESSAGE_PATH = '/integrations/teams/messages';

/**
 * The parts of a Teams activity the portal reads, with their types: a signed body of another
 * shape is refused with a 400 rather than read as if it were right. Other keys are kept, and
 * the mentions (`entities`) are read by identity.ts, which checks each one's shape itself.
 */
const ZTeamsActivity = z.looseObject({
  id: z.string().optional(),
  text: z.string().optional(),
  from: z
    .looseObject({
      id: z.string().optional(),
      name: z.string().optional(),
      aadObjectId: z.string().optional(),
    })
    .optional(),
  conversation: z.looseObject({ id: z.string().optional() }).optional(),
  entities: z.unknown().optional(),
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
 * Teams outgoing webhook. People are matched by their directory object id (`aadObjectId`), which
 * Teams puts on the sender and on each mention, through the links a programme admin made
 * (identity.ts): never by display name, which anyone can set.
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
      const senderId = objectIdOf(activity.from?.aadObjectId);
      const sender = await memberByTeamsId(ctx.database.db, senderId);
      if (!sender || !canSend(sender)) {
        return cardReply(
          false,
          `Your Teams account is not linked to a registered member of ${programmeName}. Ask your programme team to link it` +
            (senderId ? ` (your Teams id is ${senderId}).` : '.'),
        );
      }
      const parsed = parseTeamsMessage(activity.text ?? '');
      if (!parsed.ok) return cardReply(false, parsed.error);
      const recipients: MemberRow[] = [];
      const unknown: string[] = [];
      for (const name of parsed.names) {
        const ids = mentionedIds(activity.entities, name);
        const found = await Promise.all(ids.map((id) => memberByTeamsId(ctx.database.db, id)));
        const members = found.filter((m): m is MemberRow => m !== null);
        if (!ids.length || members.length !== ids.length) unknown.push(name);
        for (const m of members) if (!recipients.some((r) => r.id === m.id)) recipients.push(m);
      }
      if (unknown.length)
        return cardReply(
          false,
          `Not linked to a member of ${programmeName}: ${unknown.join(', ')}. Ask your programme team to link their Teams accounts.`,
        );
      const requestId = `teams-${createHash('sha256')
        .update(`${activity.conversation?.id ?? ''}\n${activity.id ?? ''}\n${activity.from?.id ?? ''}`)
        .digest('hex')
        .slice(0, 40)}`;
      const outcome = await recogniseFromChat(ctx, sender, {
        what: parsed.what,
        recipients,
        points: parsed.points,
        value: parsed.value,
        message: parsed.message,
        requestId,
      });
      return cardReply(outcome.ok, outcome.text);
    });
  });
}
