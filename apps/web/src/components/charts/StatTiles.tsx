import { Text } from '@mantine/core';
import classes from './charts.module.css';

export interface Tile {
  label: string;
  value: string;
  /** The change from the previous period, when comparing. */
  change?: string | null;
}

/** Headline figures above the charts: a label, the figure, and how it moved since the period before. */
export function StatTiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <ul className={classes.tiles} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {tiles.map((t) => (
        <li key={t.label} className={classes.tile}>
          <Text size="sm" c="dimmed">
            {t.label}
          </Text>
          <div className={classes.tileValue}>{t.value}</div>
          {t.change && (
            <Text size="xs" c="dimmed">
              {t.change} on the previous period
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
