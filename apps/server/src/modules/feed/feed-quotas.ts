import type { Transaction } from 'kysely';
import { withValues } from '@portal/contract';
import type { DB } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { hitRateLimit } from '../../identity/rate-limit.js';
import { FEED_QUOTA_TEXTS } from '../../i18n/index.js';
import { HttpError } from '../../lib/errors.js';

/**
 * What one member may do on the feed in a clock hour: each comment, mention and reaction tells
 * other people (a notification, an e-mail, a push), so a loop of them would flood colleagues.
 * Counted in the database inside the action's transaction: the limits hold across instances,
 * and an action refused (or rolled back) counts nothing. Like the send quotas, a refusal is a
 * 429 saying which limit it met (docs/abuse-limits.md), in the member's language.
 */
type FeedQuota = keyof typeof FEED_QUOTA_TEXTS;

const LIMIT_OF: Record<FeedQuota, (c: AppContext['config']) => number> = {
  comments: (c) => c.FEED_COMMENTS_PER_HOUR,
  mentions: (c) => c.FEED_MENTIONS_PER_HOUR,
  reactions: (c) => c.FEED_REACTIONS_PER_HOUR,
};

/** Counts `n` of a member's actions in this hour, or refuses with 429 when they would pass the limit. */
export async function takeFeedQuota(
  trx: Transaction<DB>,
  ctx: AppContext,
  memberId: number,
  quota: FeedQuota,
  n = 1,
): Promise<void> {
  if (n <= 0) return;
  const limit = LIMIT_OF[quota](ctx.config);
  if (!(await hitRateLimit(trx, `feed:${quota}:${memberId}`, limit, 60, ctx.clock.now(), n)))
    throw new HttpError(429, withValues(FEED_QUOTA_TEXTS[quota], { n: limit }));
}
