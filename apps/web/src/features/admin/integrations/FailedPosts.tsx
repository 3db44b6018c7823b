import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { adminChat } from '@portal/contract';
import { formatDateTime } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { useRetryChatPostMutation } from './api';
import { WRAPPING } from '../ui/buttons';

type Data = adminChat.TIntegrations;

/** Channel posts that ran out of tries, as cards (they fit a phone), each with Send again. */
export function FailedPosts({ data }: { data: Data }) {
  const retry = useRetryChatPostMutation();
  const { t } = useLingui();
  const pending = data.pendingPosts;
  const failed = data.failedPosts.length;
  const tries = (p: Data['failedPosts'][number]) => {
    const recognition = p.refId ?? '–';
    const date = formatDateTime(p.createdAt);
    return t`${plural(p.attempts, {
      one: `Recognition ${recognition} · # try · ${date}`,
      other: `Recognition ${recognition} · # tries · ${date}`,
    })}`;
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        <Trans>Channel posts</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>
          {pending} waiting to be posted; {failed} failed after every try.
        </Trans>
      </Text>
      <Stack gap="xs" role="group" aria-label={t`Failed posts`}>
        {data.failedPosts.map((p) => (
          <Paper key={p.id} withBorder radius="sm" p="sm" data-testid="failed-post">
            <Stack gap="xs">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge variant="outline" color={p.channel === 'slack' ? '#4a154b' : '#464eb8'}>
                    {p.channel === 'slack' ? 'Slack' : 'Teams'}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {p.target}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {tries(p)}
                </Text>
                <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {p.lastError}
                </Text>
              </div>
              <Button
                styles={WRAPPING}
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={retry.isPending && retry.variables === p.id}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  retry.mutate(p.id, {
                    onSuccess: () => notifySuccess(t`The post will be sent again.`, t`Channel post`),
                  })
                }
              >
                <Trans>Send again</Trans>
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
