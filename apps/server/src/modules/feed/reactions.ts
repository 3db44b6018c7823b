import type { feed } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { pictureRefs } from '../pictures/index.js';
import { reactionsOf } from './list.js';
import { feedPerson } from './people.js';
import { addReaction, reactorRows, removeReaction } from './repository.js';
import { emit } from '../../events/bus.js';
import { openRecognition } from './visibility.js';
import { takeFeedQuota } from './feed-quotas.js';

/** Who reacted: enough names for the list under a reaction; the count says the rest. */
export const REACTORS_LIMIT = 200;

/**
 * Sets one of the caller's reactions on or off. The primary key makes concurrent identical
 * reactions one row; only a reaction that was really added tells anyone.
 */
export async function setReaction(
  ctx: AppContext,
  memberId: number,
  body: { recognitionId: number; kind: feed.TReactionKind; reacted: boolean },
) {
  await ctx.database.db.transaction().execute(async (trx) => {
    const r = await openRecognition(trx, body.recognitionId);
    const key = { recognitionId: r.id, memberId, kind: body.kind };
    if (!body.reacted) return removeReaction(trx, key);
    await takeFeedQuota(trx, ctx, memberId, 'reactions');
    const at = ctx.clock.now().toISOString();
    const added = await addReaction(trx, { ...key, createdAt: at });
    if (added)
      await emit(trx, { type: 'reaction.added', at, config: ctx.config, recognition: r, actorId: memberId });
  });
  const counts = await reactionsOf(ctx, [body.recognitionId], memberId);
  return { reactions: counts.get(body.recognitionId) ?? [] };
}

export async function listReactors(
  ctx: AppContext,
  body: { recognitionId: number; kind?: feed.TReactionKind },
) {
  const r = await openRecognition(ctx.database.db, body.recognitionId);
  const [rows, pictures] = await Promise.all([
    reactorRows(ctx.database.db, r.id, body.kind, REACTORS_LIMIT),
    pictureRefs(ctx),
  ]);
  return { reactors: rows.map((x) => ({ ...feedPerson(pictures, x), kind: x.kind as feed.TReactionKind })) };
}
