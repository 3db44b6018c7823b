import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { exactTime, relativeTime } from './relative-time';
import classes from './feed.module.css';

/**
 * A relative time with the exact one on hover, keyboard focus and long-press (touch). The
 * tooltip is set up at the first pointer or focus on the time: a list of cards then renders
 * plain <time> elements (the exact time in their title) instead of a floating tooltip each,
 * which on a phone was a good part of rendering Home's feed.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const exact = exactTime(iso);
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
    <time ref={ref} dateTime={iso} title={exact} className={classes.time} tabIndex={0} {...arm}>
      {relativeTime(iso)}
    </time>
  );
  if (!armed) return time;
  return (
    <Tooltip label={exact} events={{ hover: true, focus: true, touch: true }} openDelay={300} defaultOpened>
      {time}
    </Tooltip>
  );
}
