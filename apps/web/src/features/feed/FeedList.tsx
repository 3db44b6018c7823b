import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { FEED_FILTERS, type TFeedFilter } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconMessageHeart } from '@tabler/icons-react';
import { useState } from 'react';
// Home loads this chunk before any other screen brings the rest of the UI kit's CSS.
import '@mantine/core/styles/SegmentedControl.css';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { formErrorText } from '../../lib/api';
import { useMember } from '../../lib/member-data';
import { feedQueries } from './api';
import { FeedCard } from './FeedCard';

const FILTER_LABEL: Record<TFeedFilter, string> = {
  everyone: 'Everyone',
  division: 'My division',
  team: 'My team',
  me: 'Me',
};

/** The feed with its filters and a "Show more" that fetches the next page by cursor. */
export function FeedList({ pageSize = 10 }: { pageSize?: number }) {
  const member = useMember();
  const [filter, setFilter] = useState<TFeedFilter>('everyone');
  const query = useInfiniteQuery(feedQueries.list(filter, pageSize));
  const filters = FEED_FILTERS.filter((f) => f !== 'team' || member.isManager);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show recognition from"
        value={filter}
        onChange={(v) => setFilter(v as TFeedFilter)}
        data={filters.map((f) => ({ value: f, label: FILTER_LABEL[f] }))}
        fullWidth
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Text c="red">{formErrorText(query.error)}</Text>
      ) : items.length === 0 ? (
        <EmptyState icon={IconMessageHeart} title="No recognition yet" compact>
          When colleagues recognise each other, it appears here.
        </EmptyState>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <FeedCard key={item.recognitionId} item={item} />
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
