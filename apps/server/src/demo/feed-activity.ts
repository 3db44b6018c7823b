import type { Transaction } from 'kysely';
import { feed } from '@portal/contract';
import type { DB } from '../db/schema.js';

/** The newest recognitions that get reactions and comments, so the demo feed looks alive. */
const LIVELY = 40;
const COMMENTS = [
  'So well deserved!',
  'Couldn’t agree more!',
  'Thank you for everything you do.',
  'This made my day.',
  'Brilliant work, as always.',
  'Congratulations, so happy for you!',
  'The whole team noticed this.',
  'Great example for all of us.',
];

/** A small deterministic generator, so every demo load has the same reactions and comments. */
function generator(seed: number) {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

/**
 * Reactions and comments on the newest demo recognitions, from active colleagues, dated a
 * little after each recognition and never after `now`. Written as the feed writes them but
 * without notifications: like the history, they are in the past.
 */
export async function loadDemoFeedActivity(
  trx: Transaction<DB>,
  now: Date,
): Promise<{ reactions: number; comments: number }> {
  const recognitions = await trx
    .selectFrom('recognitions')
    .select(['id', 'fromMemberId', 'toMemberId', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIVELY)
    .execute();
  const people = await trx
    .selectFrom('members')
    .select('id')
    .where('employmentStatus', '=', 'active')
    .where('registeredAt', 'is not', null)
    .orderBy('id')
    .limit(200)
    .execute();
  if (!people.length) return { reactions: 0, comments: 0 };
  const reactions: Array<{ recognitionId: number; memberId: number; kind: string; createdAt: string }> = [];
  const comments: Array<{ recognitionId: number; memberId: number; body: string; createdAt: string }> = [];
  for (const r of recognitions) {
    const random = generator(r.id * 7919);
    const after = (minutes: number) =>
      new Date(Math.min(Date.parse(r.createdAt) + minutes * 60_000, now.getTime())).toISOString();
    const pick = () => people[Math.floor(random() * people.length)]!.id;
    const seen = new Set<string>();
    const count = Math.floor(random() * 9);
    for (let i = 0; i < count; i++) {
      const memberId = pick();
      const kind = feed.REACTION_KINDS[Math.floor(random() * feed.REACTION_KINDS.length)]!;
      if (seen.has(`${memberId}:${kind}`)) continue;
      seen.add(`${memberId}:${kind}`);
      reactions.push({ recognitionId: r.id, memberId, kind, createdAt: after(5 + i * 7) });
    }
    const commentCount = random() < 0.5 ? 0 : Math.floor(random() * 3) + 1;
    for (let i = 0; i < commentCount; i++)
      comments.push({
        recognitionId: r.id,
        memberId: i === commentCount - 1 && random() < 0.4 ? r.toMemberId : pick(),
        body: COMMENTS[Math.floor(random() * COMMENTS.length)]!,
        createdAt: after(20 + i * 45),
      });
  }
  if (reactions.length) await trx.insertInto('recognitionReactions').values(reactions).execute();
  if (comments.length) await trx.insertInto('recognitionComments').values(comments).execute();
  return { reactions: reactions.length, comments: comments.length };
}
