import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { enqueueMessage } from './outbox.js';
import { readRouting, slackChannelFor, teamsRouteFor } from './chat-routing.js';

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

/**
 * Enqueues the channel posts of new recognitions in the caller's transaction, so a post exists
 * exactly when its recognition was committed; the dedupe key makes each post once per channel.
 */
export async function enqueueRecognitionPosts(
  trx: Transaction<DB>,
  posts: Array<RecognitionPost & { toDivisionCode: string }>,
  at: string,
): Promise<void> {
  if (posts.length === 0) return;
  const routing = await readRouting(trx);
  if (!routing.slack && !routing.teams) return;
  for (const { toDivisionCode, ...post } of posts) {
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
    const channel = slackChannelFor(routing, toDivisionCode);
    if (channel) await enqueueMessage(trx, message('slack', channel), at);
    const route = teamsRouteFor(routing, toDivisionCode);
    if (route) await enqueueMessage(trx, message('teams', route), at);
  }
}
