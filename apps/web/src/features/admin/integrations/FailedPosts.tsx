import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { adminChat } from '@portal/contract';
import { formatDateTime } from '../../../lib/dates';
import { callApi } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useIntegrationsMutation } from './api';

type Data = adminChat.TIntegrations;

/** Channel posts that ran out of tries, as cards (they fit a phone), each with Send again. */
export function FailedPosts({ data }: { data: Data }) {
  const retry = useIntegrationsMutation((id: number) => callApi(adminChat.chatpostretry, { id }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Channel posts
      </Title>
      <Text size="sm" mb="sm">
        {data.pendingPosts} waiting to be posted; {data.failedPosts.length} failed after every try.
      </Text>
      <Stack gap="xs" role="group" aria-label="Failed posts">
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
                  Recognition {p.refId ?? '–'} · {p.attempts} tries · {formatDateTime(p.createdAt)}
                </Text>
                <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {p.lastError}
                </Text>
              </div>
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={retry.isPending && retry.variables === p.id}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  retry.mutate(p.id, {
                    onSuccess: () => notifySuccess('The post will be sent again.', 'Channel post'),
                  })
                }
              >
                Send again
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
