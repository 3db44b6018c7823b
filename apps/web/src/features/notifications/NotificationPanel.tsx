import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationQueries, useMarkRead } from './api';
import classes from './notifications.module.css';

/** The list behind the bell: newest first; opening one marks it read and goes where it points. */
export function NotificationPanel({ onNavigate }: { onNavigate(): void }) {
  const query = useInfiniteQuery(notificationQueries.list());
  const mark = useMarkRead();
  const navigate = useNavigate();
  const items = query.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <Stack gap={0} role="region" aria-label="Notifications">
      <Group justify="space-between" px="sm" py={4} className={classes.head}>
        <Text fw={700}>Notifications</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          disabled={unread === 0}
          onClick={() => mark.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </Group>
      <ScrollArea.Autosize mah={420}>
        {query.isPending ? (
          <Text p="sm" size="sm">
            Loading…
          </Text>
        ) : items.length === 0 ? (
          <Text p="sm" size="sm" c="dimmed">
            Nothing yet. When someone recognises you, reacts or comments, you will see it here.
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.notificationId}>
                <UnstyledButton
                  className={classes.item}
                  data-unread={!n.read || undefined}
                  onClick={() => {
                    if (!n.read) mark.mutate({ notificationIds: [n.notificationId] });
                    onNavigate();
                    void navigate(n.url);
                  }}
                >
                  <Text size="sm" fw={n.read ? 400 : 700}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {new Date(n.createdAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                    {!n.read && ' · unread'}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {query.hasNextPage && (
          <Button
            variant="subtle"
            fullWidth
            mih={44}
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Show older
          </Button>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
