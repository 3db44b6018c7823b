import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useVisibleEntries } from '../../lib/use-visible-entries';
import classes from './home.module.css';
import { homeTiles } from './tiles';

export function HomeTiles() {
  const tiles = useVisibleEntries(homeTiles);
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-tiles-title">
      <Title order={2} size="h3" id="home-tiles-title" mb="md">
        Explore
      </Title>
      <div className={classes.tiles}>
        {tiles.map((tile) => {
          if (!('to' in tile.target)) return null;
          const Icon = tile.icon;
          return (
            <Card key={tile.label} component={Link} to={tile.target.to} className={classes.tile}>
              {Icon && (
                <ThemeIcon size={44} radius="xl" variant="light" mb="sm">
                  <Icon size={24} stroke={1.6} aria-hidden />
                </ThemeIcon>
              )}
              <Text fw={700}>{tile.label}</Text>
              {tile.description && (
                <Text size="sm" c="dimmed" mt={4}>
                  {tile.description}
                </Text>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
