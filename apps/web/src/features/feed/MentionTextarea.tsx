import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX } from '@portal/contract';
import { useMemberSearch } from '../../components/select-members/member-search';
import { MemberAvatar } from '../../components/MemberAvatar';

export interface Mention {
  memberId: string;
  name: string;
}

/** The word being typed after an "@" at the end of the text, if any. */
const typedMention = (text: string) => /(?:^|\s)@([^\s@]{1,40})$/.exec(text)?.[1] ?? '';

/** Only the mentions whose "@Name" is still in the text are sent. */
export const mentionsIn = (text: string, mentions: readonly Mention[]) =>
  mentions.filter((m) => text.includes(`@${m.name}`)).map((m) => m.memberId);

/**
 * A comment box: typing "@" and a few letters searches members the way Select Members does
 * (same call, same debounce); choosing one writes "@First Last" and remembers who it is.
 */
export function MentionTextarea({
  value,
  mentions,
  onChange,
  label,
  error,
  autoFocus,
}: {
  value: string;
  mentions: readonly Mention[];
  onChange(value: string, mentions: Mention[]): void;
  label: string;
  error?: string;
  /** Focus the box when it appears (opened by a tap on "Comment"). */
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const typed = typedMention(value);
  const search = useMemberSearch({
    search: typed,
    divisionCode: '',
    includeSelf: false,
    enabled: typed !== '',
  });
  const results = typed && search.settled ? (search.data?.memberList.slice(0, 5) ?? []) : [];
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        autoFocus={autoFocus}
        placeholder={t`Write a comment… type @ to mention someone`}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={COMMENT_MAX}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value, [...mentions])}
        description={`${value.length}/${COMMENT_MAX}`}
      />
      {results.length > 0 && (
        <Paper withBorder p={4} role="group" aria-label={t`Mention a colleague`}>
          {results.map((m) => {
            const name = `${m.firstname} ${m.surname}`;
            return (
              <Button
                key={m.memberId}
                variant="subtle"
                fullWidth
                justify="flex-start"
                mih={44}
                leftSection={<MemberAvatar picId={m.picId} name={name} decorative size={28} radius="xl" />}
                onClick={() =>
                  onChange(value.slice(0, value.length - typed.length - 1) + `@${name} `, [
                    ...mentions.filter((x) => x.memberId !== m.memberId),
                    { memberId: m.memberId, name },
                  ])
                }
              >
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">
                    <Trans>Mention {name}</Trans>
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {m.division}
                  </Text>
                </Group>
              </Button>
            );
          })}
        </Paper>
      )}
    </Stack>
  );
}
