import { Text, Tooltip } from '@mantine/core';
import { exactTime, relativeTime } from './relative-time';

/** A relative time with the exact one on hover, keyboard focus and long-press (touch). */
export function RelativeTime({ iso }: { iso: string }) {
  const exact = exactTime(iso);
  return (
    <Tooltip label={exact} events={{ hover: true, focus: true, touch: true }} openDelay={300}>
      <Text component="time" dateTime={iso} title={exact} size="xs" c="dimmed" tabIndex={0}>
        {relativeTime(iso)}
      </Text>
    </Tooltip>
  );
}
