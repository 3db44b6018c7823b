import { Button, Group, Loader, Stack, Text } from '@mantine/core';
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
    <Suspense fallback={<Loader size="sm" aria-label="Loading the comment box" />}>
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
    <Stack gap="xs">
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
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {shown.map((c) => (
            <CommentRow key={c.commentId} comment={c} recognitionId={item.recognitionId} />
          ))}
        </Stack>
      )}
      {writing ? (
        <CommentForm recognitionId={item.recognitionId} autoFocus={composer === 'on-tap'} />
      ) : (
        <Button variant="subtle" size="compact-sm" mih={44} onClick={() => setWriting(true)}>
          Comment
        </Button>
      )}
    </Stack>
  );
}

function CommentRow({ comment, recognitionId }: { comment: FeedComment; recognitionId: number }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(recognitionId);
  return (
    <Group component="li" gap="xs" align="flex-start" wrap="nowrap">
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
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700} truncate>
              {comment.author.name}
            </Text>
            <RelativeTime iso={comment.createdAt} />
          </Group>
          {comment.hidden ? (
            <Text size="sm" c="dimmed" fs="italic">
              This comment was hidden by the programme team.
            </Text>
          ) : (
            <Text size="sm" className={classes.message}>
              {comment.text}
              {comment.editedAt && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (edited)
                </Text>
              )}
            </Text>
          )}
          {comment.canChange && (
            <Group gap={4} mt={4}>
              <Button variant="subtle" size="compact-xs" mih={44} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="compact-xs"
                mih={44}
                loading={remove.isPending}
                onClick={() => remove.mutate(comment.commentId)}
              >
                Delete
              </Button>
            </Group>
          )}
        </div>
      )}
    </Group>
  );
}
