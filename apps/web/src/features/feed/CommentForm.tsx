import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { formErrorText } from '../../lib/api';
import { useAddComment, useEditComment, type FeedComment } from './api';
import { MentionTextarea, mentionsIn, type Mention } from './MentionTextarea';

/** The box to write a comment (or change one's own), with @mentions; its own chunk. */
export default function CommentForm({
  recognitionId,
  editing,
  onDone,
  autoFocus,
}: {
  recognitionId: number;
  editing?: FeedComment;
  onDone?(): void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
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
          label={editing ? t`Edit your comment` : t`Add a comment`}
          autoFocus={autoFocus}
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
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" mih={44} disabled={!text.trim()} loading={mutation.isPending}>
            {editing ? <Trans>Save</Trans> : <Trans>Post</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
