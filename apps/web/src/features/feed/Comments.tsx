import { Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { MemberAvatar } from '../../components/MemberAvatar';
import { feedQueries, useDeleteComment, type FeedComment, type FeedItem } from './api';
import { RelativeTime } from './RelativeTime';
import classes from './feed.module.css';

/**
 * The comment box (a text area with the member search behind @mentions) is its own chunk: Home's
 * cards open it on a tap, so Home's first load does not carry it.
 */
const LazyCommentForm = lazy(() => import('./CommentForm'));

function CommentForm(props: {
  recognitionId: number;
  editing?: FeedComment;
  onDone?(): void;
  autoFocus?: boolean;
}) {
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the comment box" />}>
      <LazyCommentForm {...props} />
    </Suspense>
  );
}

/**
 * A card's comments: the newest few, all of them on request, and the box to add one (open, or
 * behind a "Comment" button where the feed is a short section of another page).
 */
export function Comments({ item, composer = 'open' }: { item: FeedItem; composer?: 'open' | 'on-tap' }) {
  const [all, setAll] = useState(false);
  const [writing, setWriting] = useState(composer === 'open');
  const full = useQuery({ ...feedQueries.comments(item.recognitionId), enabled: all });
  const shown = all && full.data ? full.data.comments : item.comments;
  return (
    <div className={classes.comments}>
      {item.commentCount > shown.length && (
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          onClick={() => setAll(true)}
          loading={full.isFetching}
        >
          View all {item.commentCount} comments
        </Button>
      )}
      {shown.length > 0 && (
        <ul className={classes.commentList} aria-label="Comments">
          {shown.map((c) => (
            <CommentRow key={c.commentId} comment={c} recognitionId={item.recognitionId} />
          ))}
        </ul>
      )}
      {writing ? (
        <CommentForm recognitionId={item.recognitionId} autoFocus={composer === 'on-tap'} />
      ) : (
        <Button variant="subtle" size="compact-sm" mih={44} onClick={() => setWriting(true)}>
          Comment
        </Button>
      )}
    </div>
  );
}

function CommentRow({ comment, recognitionId }: { comment: FeedComment; recognitionId: number }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={classes.commentRow}>
      <MemberAvatar
        picId={comment.author.picId}
        name={comment.author.name}
        decorative
        size={32}
        radius="xl"
      />
      {editing ? (
        <div style={{ flex: 1 }}>
          <CommentForm
            recognitionId={recognitionId}
            editing={comment}
            onDone={() => setEditing(false)}
            autoFocus
          />
        </div>
      ) : (
        <div className={classes.comment}>
          <div className={classes.commentHead}>
            <p className={`${classes.text} ${classes.name} ${classes.truncate}`}>{comment.author.name}</p>
            <RelativeTime iso={comment.createdAt} />
          </div>
          {comment.hidden ? (
            <p className={`${classes.text} ${classes.hiddenText}`}>
              This comment was hidden by the programme team.
            </p>
          ) : (
            <p className={`${classes.text} ${classes.message}`}>
              {comment.text}
              {comment.editedAt && <span className={classes.time}> (edited)</span>}
            </p>
          )}
          {comment.canChange && (
            <CommentActions
              commentId={comment.commentId}
              recognitionId={recognitionId}
              onEdit={() => setEditing(true)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** Edit and Delete, on the member's own comments only (so other rows set up no mutation). */
function CommentActions({
  commentId,
  recognitionId,
  onEdit,
}: {
  commentId: number;
  recognitionId: number;
  onEdit(): void;
}) {
  const remove = useDeleteComment(recognitionId);
  return (
    // Both are 44 px tap targets at least: "Edit" alone is narrower.
    <div className={classes.commentActions}>
      <Button variant="subtle" size="compact-xs" mih={44} miw={44} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-xs"
        mih={44}
        miw={44}
        loading={remove.isPending}
        onClick={() => remove.mutate(commentId)}
      >
        Delete
      </Button>
    </div>
  );
}
