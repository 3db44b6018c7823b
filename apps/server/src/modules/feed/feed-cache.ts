import type { feed } from '@portal/contract';
import { cachedPer } from '../../db/cached-copies.js';
import type { CommentRow } from './comments-repository.js';

/** The part of a feed page that reads the same for everyone who may see it. */
export interface SharedPage {
  items: feed.TFeedItem[];
  nextCursor: string | null;
  /** Who wrote each listed comment, when, and whether it is hidden: what "may I change it" needs. */
  comments: Map<number, Pick<CommentRow, 'memberId' | 'createdAt' | 'hiddenAt'>>;
}

/**
 * What a feed page shows the same to everyone who may see it (the recognitions with their
 * people, values and messages, reaction counts, comment counts and newest comments) changes only
 * when a recognition, a reaction, a comment or its mentions, a member, a division or the
 * programme settings change; any of those writes drops every kept page. What differs by reader
 * (which reactions are mine, which comments I may still change) is added per request.
 */
export const feedPages = cachedPer<string, SharedPage>({
  tables: new Set([
    null,
    'recognitions',
    'recognition_reactions',
    'recognition_comments',
    'comment_mentions',
    'members',
    'divisions',
    'settings',
  ]),
  max: 2_000,
  maxAgeMs: 60_000,
});
