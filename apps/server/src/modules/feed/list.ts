import { z } from 'zod';
import { feed } from '@portal/contract';
import type { AppContext, Caller } from '../../http/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { getProgrammeSettings } from '../../settings/index.js';
import { pictureRefs } from '../pictures/index.js';
import { shownMessage } from '../recognition/index.js';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.js';
import { commentCounts, latestComments } from './comments-repository.js';
import { commentViews, mayChange } from './comment-view.js';
import { feedPages, type SharedPage } from './feed-cache.js';
import {
  feedCard,
  feedPage,
  myReactions,
  reactionCounts,
  type FeedRow,
  type FeedScope,
} from './repository.js';
import { feedPerson } from './people.js';

const ZFeedKey = z.tuple([z.string().max(40), z.number().int()]);

/** Reaction counts of each recognition listed, every kind present (0 when none), in the fixed order. */
export async function reactionsOf(ctx: AppContext, ids: readonly number[], viewerId: number) {
  const rows = await reactionCounts(ctx.database.db, ids, viewerId);
  const byId = new Map<number, feed.TFeedItem['reactions']>();
  for (const id of ids)
    byId.set(
      id,
      feed.REACTION_KINDS.map((kind) => {
        const r = rows.find((x) => x.recognitionId === id && x.kind === kind);
        return { kind, count: r ? Number(r.n) : 0, mine: r ? Number(r.mine) === 1 : false };
      }),
    );
  return byId;
}

/** One page of the feed for the caller, with each card's reactions and newest comments. */
export async function listFeed(
  ctx: AppContext,
  caller: Caller,
  body: { filter: feed.TFeedFilter; cursor?: string; limit: number },
) {
  if (body.filter === 'team' && !caller.roles.has('manager'))
    throw badRequest(feed.FEED_TEXTS.teamOnlyManagers, { filter: feed.FEED_TEXTS.teamOnlyManagers });
  const me = caller.member;
  const after = decodeCursor(body.cursor, ZFeedKey);
  const scope = { filter: body.filter, memberId: me.id, divisionCode: me.divisionCode };
  // Everyone's feed is one page for all; the others are a division's, a team's or a member's.
  const scopeKey =
    body.filter === 'everyone'
      ? 'everyone'
      : body.filter === 'division'
        ? `division:${me.divisionCode}`
        : `${body.filter}:${me.id}`;
  const shared = await feedPages(ctx).get(`${scopeKey}|${body.cursor ?? ''}|${body.limit}`, () =>
    sharedPage(ctx, scope, after, body.limit),
  );
  return { items: await asSeenBy(ctx, me.id, shared), nextCursor: shared.nextCursor };
}

/**
 * One recognition as its feed card, for a link that names it (a notification, an e-mail, a
 * push): every member's feed shows every recognition, so the only refusal is one that does
 * not exist, answered 404 like any other missing thing.
 */
export async function feedItem(ctx: AppContext, caller: Caller, recognitionId: number) {
  const row = await feedCard(ctx.database.db, recognitionId);
  if (!row) throw notFound(feed.FEED_TEXTS.notVisible);
  const shared = await sharedItems(ctx, [row]);
  const [item] = await asSeenBy(ctx, caller.member.id, shared);
  return { item: item! };
}

/** Shared cards as one member sees them: their own reactions marked, their comments changeable. */
async function asSeenBy(
  ctx: AppContext,
  memberId: number,
  shared: Pick<SharedPage, 'items' | 'comments'>,
): Promise<feed.TFeedItem[]> {
  const ids = shared.items.map((i) => i.recognitionId);
  const mine = new Set(
    (await myReactions(ctx.database.db, ids, memberId)).map((r) => `${r.recognitionId}:${r.kind}`),
  );
  const now = ctx.clock.now();
  return shared.items.map((item) => ({
    ...item,
    reactions: item.reactions.map((r) => ({ ...r, mine: mine.has(`${item.recognitionId}:${r.kind}`) })),
    comments: item.comments.map((c) => ({
      ...c,
      canChange: mayChange(shared.comments.get(c.commentId)!, memberId, now),
    })),
  }));
}

/** Reads a page as nobody in particular sees it: no reaction is "mine", no comment changeable. */
async function sharedPage(
  ctx: AppContext,
  scope: FeedScope,
  after: [string, number] | null,
  limit: number,
): Promise<SharedPage> {
  const rows = await feedPage(ctx.database.db, scope, after, limit);
  const { page, nextCursor } = pageOf(rows, limit, (r) => [r.createdAt, r.id]);
  return { ...(await sharedItems(ctx, page)), nextCursor };
}

/** Cards of these rows as nobody in particular sees them, with their newest comments. */
async function sharedItems(ctx: AppContext, page: readonly FeedRow[]) {
  const { db } = ctx.database;
  const ids = page.map((r) => r.id);
  const now = ctx.clock.now();
  const [pictures, settings, reactions, counts, latest] = await Promise.all([
    pictureRefs(ctx),
    getProgrammeSettings(db, ctx.config),
    reactionsOf(ctx, ids, NOBODY),
    commentCounts(db, ids),
    latestComments(db, ids, feed.FEED_CARD_COMMENTS),
  ]);
  const comments = await commentViews(db, pictures, latest, NOBODY, now);
  const items: feed.TFeedItem[] = page.map((r) => ({
    recognitionId: r.id,
    giver: feedPerson(pictures, {
      id: r.fromId,
      registeredAt: r.fromRegisteredAt,
      firstname: r.fromFirstname,
      surname: r.fromSurname,
      picId: r.fromPicId,
    }),
    recipients: [
      {
        ...feedPerson(pictures, {
          id: r.toId,
          registeredAt: r.toRegisteredAt,
          firstname: r.toFirstname,
          surname: r.toSurname,
          picId: r.toPicId,
        }),
        division: r.toDivision,
      },
    ],
    value: r.value,
    valueArt: r.value,
    message: shownMessage(r),
    messageHidden: r.messageHiddenAt !== null,
    points: settings.feedShowsPoints && r.points > 0 ? r.points : null,
    createdAt: r.createdAt,
    reactions: reactions.get(r.id) ?? [],
    commentCount: counts.get(r.id) ?? 0,
    comments: comments.filter((c) => c.recognitionId === r.id),
  }));
  return { items, comments: new Map(latest.map((c) => [c.id, c])) };
}

/** No member has this id: what a page reads "as nobody". */
const NOBODY = 0;
