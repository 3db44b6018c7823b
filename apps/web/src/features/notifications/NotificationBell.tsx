import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
// The header shows the bell on Home too, before any screen brings the rest of the UI kit's CSS.
import '@mantine/core/styles/Indicator.css';
import { notificationQueries } from './api';

// The list and its code load only when the bell is first opened.
const NotificationPanel = lazy(async () => ({
  default: (await import('./NotificationPanel')).NotificationPanel,
}));

/** The header's bell: unread count on a badge, the list in a panel. */
export function NotificationBell({ color }: { color?: string }) {
  const [opened, setOpened] = useState(false);
  const { data } = useQuery(notificationQueries.unread());
  const unread = data?.unread ?? 0;
  return (
    // The badge sits outside the popover's target, so the button alone carries its ARIA state.
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <Popover
        opened={opened}
        onChange={setOpened}
        width={340}
        position="bottom-end"
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size={44}
            radius="xl"
            color={color}
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={24} stroke={1.8} color={color} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          {opened && (
            <Suspense fallback={null}>
              <NotificationPanel onNavigate={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
