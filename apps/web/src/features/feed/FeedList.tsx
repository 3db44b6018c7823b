import { Button, Stack, Text } from '@mantine/core';
import type { TFeedFilter } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconMessageHeart } from '@tabler/icons-react';
// Home loads this chunk before any other screen brings the rest of the UI kit's CSS.
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { formErrorText } from '../../lib/api';
import { feedQueries } from './api';
import { FeedCard } from './FeedCard';

/**
 * The feed's cards with a "Show more" that fetches the next page by cursor. `compact` (Home's
 * short section) opens each card's comment box on a tap instead of showing it.
 */
export function FeedList({
  filter = 'everyone',
  pageSize = 10,
  compact = false,
}: {
  filter?: TFeedFilter;
  pageSize?: number;
  compact?: boolean;
}) {
  const query = useInfiniteQuery(feedQueries.list(filter, pageSize));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md">
      {query.isPending ? (
        // Home's section holds a screen's height while its cards load, so the sections under it
        // on a phone do not jump down when they arrive.
        <div style={compact ? { minHeight: '100vh' } : undefined}>
          <PageLoader />
        </div>
      ) : query.isError ? (
        <Text c="red">{formErrorText(query.error)}</Text>
      ) : items.length === 0 ? (
        <EmptyState icon={IconMessageHeart} title="No recognition yet" compact>
          When colleagues recognise each other, it appears here.
        </EmptyState>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <FeedCard key={item.recognitionId} item={item} compact={compact} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          variant="light"
          mih={44}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}
