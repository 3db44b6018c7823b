import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { exactTime, relativeTime } from './relative-time';
import classes from './feed.module.css';

/**
 * A relative time with the exact one on hover, keyboard focus and long-press (touch). The
 * tooltip is set up at the first pointer or focus on the time: a list of cards then renders
 * plain <time> elements instead of a floating tooltip each, which on a phone was a good part of
 * rendering Home's feed. The exact time is written only then too: a date formatter is the
 * first Intl one of the page, which costs tens of milliseconds on a phone, and the tooltip
 * opens on the same pointer or focus that sets it up.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const [armed, setArmed] = useState<false | 'pointer' | 'focus'>(false);
  const ref = useRef<HTMLTimeElement>(null);
  // Wrapping the time in the tooltip renders it afresh: keyboard focus goes back to it.
  useEffect(() => {
    if (armed === 'focus') ref.current?.focus();
  }, [armed]);
  const arm = armed
    ? {}
    : {
        onPointerEnter: () => setArmed('pointer'),
        onTouchStart: () => setArmed('pointer'),
        onFocus: () => setArmed('focus'),
      };
  const time = (
    <time ref={ref} dateTime={iso} className={classes.time} tabIndex={0} {...arm}>
      {relativeTime(iso)}
    </time>
  );
  if (!armed) return time;
  return (
    <Tooltip
      label={exactTime(iso)}
      events={{ hover: true, focus: true, touch: true }}
      openDelay={300}
      defaultOpened
    >
      {time}
    </Tooltip>
  );
}
