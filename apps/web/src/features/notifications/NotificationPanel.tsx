import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationQueries, useMarkRead } from './api';
import { dateFormat } from '../../lib/i18n/intl-formats';
import type { Locale } from '../../lib/i18n/locales';
import classes from './notifications.module.css';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** When a notification came, in the device's time zone and the language shown ("7 Dec 2026, 09:30"). */
const whenOf = (createdAt: string, locale: string) =>
  dateFormat(locale as Locale, WHEN, Intl.DateTimeFormat().resolvedOptions().timeZone).format(
    new Date(createdAt),
  );

/** The list behind the bell: newest first; opening one marks it read and goes where it points. */
export function NotificationPanel({ onNavigate }: { onNavigate(): void }) {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery(notificationQueries.list());
  const mark = useMarkRead();
  const navigate = useNavigate();
  const items = query.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const unreadSince = (when: string) => t`${when} · unread`;
  return (
    <Stack gap={0} role="region" aria-label={t`Notifications`}>
      <Group justify="space-between" px="sm" py={4} className={classes.head}>
        <Text fw={700}>
          <Trans>Notifications</Trans>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          disabled={unread === 0}
          onClick={() => mark.mutate({ all: true })}
        >
          <Trans>Mark all read</Trans>
        </Button>
      </Group>
      <ScrollArea.Autosize mah={420}>
        {query.isPending ? (
          <Text p="sm" size="sm">
            <Trans>Loading…</Trans>
          </Text>
        ) : items.length === 0 ? (
          <Text p="sm" size="sm" c="dimmed">
            <Trans>Nothing yet. When someone recognises you, reacts or comments, you will see it here.</Trans>
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
                    {n.read
                      ? whenOf(n.createdAt, i18n.locale)
                      : unreadSince(whenOf(n.createdAt, i18n.locale))}
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
            <Trans>Show older</Trans>
          </Button>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
