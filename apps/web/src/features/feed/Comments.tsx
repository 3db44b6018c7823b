import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MemberAvatar } from '../../components/MemberAvatar';
import { formErrorText } from '../../lib/api';
import {
  feedQueries,
  useAddComment,
  useDeleteComment,
  useEditComment,
  type FeedComment,
  type FeedItem,
} from './api';
import { MentionTextarea, mentionsIn, type Mention } from './MentionTextarea';
import { RelativeTime } from './RelativeTime';
import classes from './feed.module.css';

/** A card's comments: the newest few, all of them on request, and the box to add one. */
export function Comments({ item }: { item: FeedItem }) {
  const [all, setAll] = useState(false);
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
      <CommentForm recognitionId={item.recognitionId} />
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
          <CommentForm recognitionId={recognitionId} editing={comment} onDone={() => setEditing(false)} />
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

function CommentForm({
  recognitionId,
  editing,
  onDone,
}: {
  recognitionId: number;
  editing?: FeedComment;
  onDone?(): void;
}) {
  const [text, setText] = useState(editing?.text ?? '');
  const [mentions, setMentions] = useState<Mention[]>(editing?.mentions ?? []);
  const add = useAddComment(recognitionId);
  const edit = useEditComment(recognitionId);
  const mutation = editing ? edit : add;
  const submit = () => {
    const body = { text, mentions: mentionsIn(text, mentions) };
    const done = {
      onSuccess: () => {
        setText('');
        setMentions([]);
        onDone?.();
      },
    };
    if (editing) edit.mutate({ commentId: editing.commentId, ...body }, done);
    else add.mutate(body, done);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap={6}>
        <MentionTextarea
          label={editing ? 'Edit your comment' : 'Add a comment'}
          value={text}
          mentions={mentions}
          error={mutation.error ? formErrorText(mutation.error) : undefined}
          onChange={(value, list) => {
            setText(value);
            setMentions(list);
          }}
        />
        <Group gap="xs" justify="flex-end">
          {editing && (
            <Button variant="default" mih={44} onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" mih={44} disabled={!text.trim()} loading={mutation.isPending}>
            {editing ? 'Save' : 'Post'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
