import { notifications } from '@portal/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

const quiet = { background: true } as const;

/** The bell's server state: the unread count (polled) and the list (read when opened). */
export const notificationQueries = {
  unread: () =>
    queryOptions({
      queryKey: notificationKeys.unread,
      queryFn: () => callApi(notifications.unreadcount, {}, quiet),
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    }),
  list: () =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list,
      queryFn: ({ pageParam }) => callApi(notifications.list, { cursor: pageParam }, quiet),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { notificationIds?: number[]; all?: boolean }) =>
      callApi(
        notifications.markread,
        { notificationIds: v.notificationIds ?? [], all: v.all ?? false },
        quiet,
      ),
    onSuccess: ({ unread }) => {
      client.setQueryData(notificationKeys.unread, { unread });
      return client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
