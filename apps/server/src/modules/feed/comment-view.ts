import { feed } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { PictureRefs } from '../pictures/index.js';
import { publicMemberId } from '../../lib/member-ids.js';
import { mentionsOf, type CommentRow } from './comments-repository.js';
import { feedPerson } from './people.js';

const EDIT_MS = feed.COMMENT_EDIT_MINUTES * 60_000;

/** Whether the author may still change it: their own, not hidden, within the time limit. */
export const mayChange = (
  c: Pick<CommentRow, 'memberId' | 'createdAt' | 'hiddenAt'>,
  viewerId: number,
  now: Date,
) => c.memberId === viewerId && !c.hiddenAt && now.getTime() - Date.parse(c.createdAt) < EDIT_MS;

/**
 * Comments as readers see them: a hidden comment keeps its place and author but not its
 * text or mentions, so what the programme hid never leaves the server.
 */
export async function commentViews(
  db: Db,
  pictures: PictureRefs,
  rows: readonly CommentRow[],
  viewerId: number,
  now: Date,
): Promise<feed.TFeedComment[]> {
  const mentions = await mentionsOf(
    db,
    rows.filter((r) => !r.hiddenAt).map((r) => r.id),
  );
  return rows.map((c) => ({
    commentId: c.id,
    recognitionId: c.recognitionId,
    author: feedPerson(pictures, { ...c, id: c.memberId }),
    text: c.hiddenAt ? '' : c.body,
    hidden: c.hiddenAt !== null,
    mentions: mentions
      .filter((m) => m.commentId === c.id)
      .map((m) => ({ memberId: publicMemberId(m), name: `${m.firstname} ${m.surname}` })),
    createdAt: c.createdAt,
    editedAt: c.editedAt,
    canChange: mayChange(c, viewerId, now),
  }));
}
