import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { TFeedFilter } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconMessageHeart } from '@tabler/icons-react';
// Home loads this chunk before any other screen brings the rest of the UI kit's CSS.
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { formErrorText } from '../../lib/api';
import { useRevealedCount } from '../../lib/use-revealed-count';
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
  exclude,
}: {
  filter?: TFeedFilter;
  pageSize?: number;
  compact?: boolean;
  /** A card shown above the list already (the one a link named), left out here. */
  exclude?: number;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(feedQueries.list(filter, pageSize));
  const items = (query.data?.pages.flatMap((p) => p.items) ?? []).filter((i) => i.recognitionId !== exclude);
  // A phone renders the cards a part at a time: a card's head and message, then its reactions
  // and comments, then the next card, each in a task of its own. Until the last has rendered,
  // the list holds a screen's height and the first page has no "Show more", so nothing under
  // it moves (the button stays put, focused, while a later page's cards arrive).
  const steps = useRevealedCount(items.length * 2, 1);
  const revealing = steps < items.length * 2;
  const firstPageRevealing = revealing && (query.data?.pages.length ?? 0) <= 1;
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
        <EmptyState icon={IconMessageHeart} title={t`No recognition yet`} compact>
          {t`When colleagues recognise each other, it appears here.`}
        </EmptyState>
      ) : (
        <Stack gap="md" style={revealing ? { minHeight: '100vh' } : undefined}>
          {items.slice(0, Math.ceil(steps / 2)).map((item, i) => (
            <FeedCard
              key={item.recognitionId}
              item={item}
              compact={compact}
              withResponses={2 * i + 1 < steps}
            />
          ))}
        </Stack>
      )}
      {query.hasNextPage && !firstPageRevealing && (
        <Button
          className="button-wraps"
          variant="light"
          mih={44}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </Stack>
  );
}
