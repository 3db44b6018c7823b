import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RecognitionSent } from '../../events/domain-events.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { readRouting, slackChannelFor, teamsRouteFor } from './routing.js';

/**
 * What a channel post says about one recognition. It is rendered when sent, not here: the
 * message may be hidden by a moderator and the points setting may change while a post waits.
 */
export interface RecognitionPost {
  recognitionId: number;
  kind: string;
  value: string;
  message: string;
  points: number;
  from: string;
  to: string;
}

export const RECOGNITION_POST_TEMPLATE = 'chat-recognition';

const nameOf = (p: { firstname: string; surname: string }) => `${p.firstname} ${p.surname}`.trim();

/**
 * Enqueues the channel posts of a send's recognitions in the send's transaction, so a post
 * exists exactly when its recognition was committed; the dedupe key makes each post once per
 * channel. Without a Slack or Teams integration on (the routing is cached) it does nothing.
 */
export async function postRecognitions(trx: Transaction<DB>, sent: RecognitionSent): Promise<void> {
  if (sent.recognitions.length === 0) return;
  const routing = await readRouting(trx);
  if (!routing.slack && !routing.teams) return;
  const from = nameOf(sent.sender);
  for (const { id, to } of sent.recognitions) {
    const post: RecognitionPost = {
      recognitionId: id,
      kind: sent.kindLabel,
      value: sent.value,
      message: sent.message,
      points: sent.points,
      from,
      to: nameOf(to),
    };
    // Each message written out in full: an object spread and then added to is slow in V8.
    const message = (channel: 'slack' | 'teams', recipient: string) => ({
      channel,
      recipient,
      subject: `${post.kind}: ${post.value}`,
      text: JSON.stringify(post),
      template: RECOGNITION_POST_TEMPLATE,
      ref: { type: 'recognition', id: String(post.recognitionId) },
      dedupeKey: `${channel}:recognition:${post.recognitionId}`,
    });
    const channel = slackChannelFor(routing, to.divisionCode);
    if (channel) await enqueueMessage(trx, message('slack', channel), sent.at);
    const route = teamsRouteFor(routing, to.divisionCode);
    if (route) await enqueueMessage(trx, message('teams', route), sent.at);
  }
}
