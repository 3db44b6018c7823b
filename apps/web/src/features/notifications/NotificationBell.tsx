import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
// The header shows the bell on Home too, before any screen brings the rest of the UI kit's CSS.
import '@mantine/core/styles/Indicator.css';
import { notificationQueries } from './api';

// The list and its code load only when the bell is first opened.
const NotificationPanel = lazy(async () => ({
  default: (await import('./NotificationPanel')).NotificationPanel,
}));

/**
 * The header's bell: unread count on a badge, the list in a panel. The popover (floating
 * position, outside clicks, its portal) is set up at the first tap: every screen's header
 * renders a plain button until then, which on a phone was most of the bell's first render.
 */
export function NotificationBell({ color }: { color?: string }) {
  const { t } = useLingui();
  const [armed, setArmed] = useState(false);
  const { data } = useQuery(notificationQueries.unread());
  const unread = data?.unread ?? 0;
  const label = unread
    ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' })
    : t`Notifications`;
  return (
    // The badge sits outside the popover's target, so the button alone carries its ARIA state.
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6}>
      {armed ? (
        <BellPopover color={color} label={label} />
      ) : (
        // What the popover's target says of itself, so a screen reader hears the same before the tap.
        <ActionIcon
          {...BELL_BUTTON}
          color={color}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setArmed(true)}
        >
          <IconBell size={24} stroke={1.8} color={color} />
        </ActionIcon>
      )}
    </Indicator>
  );
}

/** The bell's look, before and after the popover is set up. */
const BELL_BUTTON = { variant: 'subtle', size: 44, radius: 'xl' } as const;

function BellPopover({ color, label }: { color?: string; label: string }) {
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  // The button is drawn afresh inside the popover: keyboard focus goes back to it.
  useEffect(() => button.current?.focus(), []);
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          ref={button}
          {...BELL_BUTTON}
          color={color}
          aria-label={label}
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
  );
}
