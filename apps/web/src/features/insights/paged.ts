import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { withAllManagers } from './api';

type Paged = Parameters<typeof withAllManagers>[0][number];

/**
 * A paged section as one answer: the first page's figures with every loaded page's managers,
 * and what "Load more" needs.
 */
export function usePagedSection<D extends Paged, K extends QueryKey>(
  options: UseInfiniteQueryOptions<D, Error, InfiniteData<D>, K, string | undefined>,
) {
  const query = useInfiniteQuery(options);
  const data = useMemo(() => (query.data ? withAllManagers(query.data.pages) : undefined), [query.data]);
  return {
    data,
    error: query.error,
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
