import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t`Loading the comment box`} />}>
      <LazyCommentForm {...props} />
    </Suspense>
  );
}

/**
 * A card's comments: the newest few, all of them on request, and the box to add one (open, or
 * behind a "Comment" button where the feed is a short section of another page).
 */
export function Comments({ item, composer = 'open' }: { item: FeedItem; composer?: 'open' | 'on-tap' }) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const [writing, setWriting] = useState(composer === 'open');
  const full = useQuery({ ...feedQueries.comments(item.recognitionId), enabled: all });
  const shown = all && full.data ? full.data.comments : item.comments;
  return (
    <div className={classes.comments}>
      {item.commentCount > shown.length && (
        <Button
          className="button-wraps"
          variant="subtle"
          size="compact-sm"
          mih={44}
          onClick={() => setAll(true)}
          loading={full.isFetching}
        >
          {plural(item.commentCount, { one: 'View the comment', other: 'View all # comments' })}
        </Button>
      )}
      {shown.length > 0 && (
        <ul className={classes.commentList} aria-label={t`Comments`}>
          {shown.map((c) => (
            <CommentRow key={c.commentId} comment={c} recognitionId={item.recognitionId} />
          ))}
        </ul>
      )}
      {writing ? (
        <CommentForm recognitionId={item.recognitionId} autoFocus={composer === 'on-tap'} />
      ) : (
        <Button variant="subtle" size="compact-sm" mih={44} onClick={() => setWriting(true)}>
          <Trans>Comment</Trans>
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
              <Trans>This comment was hidden by the programme team.</Trans>
            </p>
          ) : (
            <p className={`${classes.text} ${classes.message}`}>
              {comment.text}
              {comment.editedAt && (
                <span className={classes.time}>
                  {' '}
                  <Trans>(edited)</Trans>
                </span>
              )}
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
        <Trans>Edit</Trans>
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
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}
