import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { Link } from 'react-router';
import { useVisibleEntries } from '../../lib/use-visible-entries';
import classes from './home.module.css';
import { homeTiles } from './tiles';

/**
 * Home's "Explore" tiles. Plain links with the look of Mantine's Card, ThemeIcon and Text from
 * CSS: sixteen tiles of those components were a task of their own on a phone.
 */
export function HomeTiles() {
  const tiles = useVisibleEntries(homeTiles);
  const { i18n } = useLingui();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-tiles-title">
      <Title order={2} size="h3" id="home-tiles-title" mb="md">
        <Trans>Explore</Trans>
      </Title>
      <div className={classes.tiles}>
        {tiles.map((tile) => {
          if (!('to' in tile.target)) return null;
          const Icon = tile.icon;
          return (
            <Link key={tile.label.id} to={tile.target.to} className={classes.tile}>
              {Icon && (
                <span className={classes.tileIcon}>
                  <Icon size={24} stroke={1.6} aria-hidden />
                </span>
              )}
              <span className={classes.tileLabel}>{i18n._(tile.label)}</span>
              {tile.description && (
                <span className={classes.tileDescription}>{i18n._(tile.description)}</span>
              )}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
