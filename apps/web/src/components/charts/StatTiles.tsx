import { Trans } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { change, showCount, showShare } from './figures';
import classes from './charts.module.css';

export interface Tile {
  label: string;
  value: string;
  /** The change from the previous period, when comparing. */
  change?: string | null;
}

/** Headline figures above the charts: a label, the figure, and how it moved since the period before. */
export function StatTiles({
  tiles,
  label,
  heading,
}: {
  tiles: readonly Tile[];
  label: string;
  /** Shown as the group's heading; without it `label` names the list for screen readers only. */
  heading?: boolean;
}) {
  const id = useId();
  const list = (
    <ul
      className={classes.tiles}
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? id : undefined}
    >
      {tiles.map(({ label: tileLabel, value, change: moved }) => (
        <li key={tileLabel} className={classes.tile}>
          <Text size="sm" c="dimmed">
            {tileLabel}
          </Text>
          <div className={classes.tileValue}>{value}</div>
          {moved && (
            <Text size="xs" c="dimmed">
              <Trans>{moved} on the previous period</Trans>
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <div>
      <Title order={3} size="h4" id={id} mb="xs">
        {label}
      </Title>
      {list}
    </div>
  );
}

/** A tile for a figure and, when comparing, its change from the period before. */
export function comparedTile(
  label: string,
  now: number | null,
  before: number | null | undefined,
  { compare = true, kind = 'count' }: { compare?: boolean; kind?: 'count' | 'share' } = {},
): Tile {
  return {
    label,
    value: kind === 'share' ? showShare(now) : showCount(now),
    change: compare ? change(now, before, kind) : null,
  };
}
