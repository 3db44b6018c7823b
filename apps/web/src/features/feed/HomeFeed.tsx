import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeedList } from './FeedList';

/**
 * Home's "Recent recognition": everyone's newest cards, and the way to the full feed with its
 * filters. A card's comment box opens on a tap, so Home's first load stays light.
 */
export function HomeFeed() {
  return (
    <Card component="section" aria-labelledby="recent-recognition-title" h="100%">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title
          order={2}
          size="h3"
          id="recent-recognition-title"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <IconSparkles size={22} aria-hidden color="var(--mantine-color-brand-6)" />
          <Trans>Recent recognition</Trans>
        </Title>
        <Anchor
          component={Link}
          to="/recentrecognition"
          size="sm"
          py={12}
          // A tap target of 44 px each way, whatever the font makes of the words.
          style={{ display: 'inline-block', minWidth: 44, textAlign: 'center' }}
        >
          <Trans>See all</Trans>
        </Anchor>
      </Group>
      <FeedList pageSize={5} compact />
    </Card>
  );
}
