import { feed, type CallResponse, type TFeedFilter, type TReactionKind } from '@portal/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type FeedPage = CallResponse<typeof feed.list>;
export type FeedItem = feed.TFeedItem;
export type FeedComment = feed.TFeedComment;
export type ReactionKind = TReactionKind;

export const feedKeys = {
  all: ['feed'] as const,
  list: (filter: TFeedFilter, limit: number) => ['feed', 'list', filter, limit] as const,
  item: (recognitionId: number) => ['feed', 'item', recognitionId] as const,
  comments: (recognitionId: number) => ['feed', 'comments', recognitionId] as const,
  reactors: (recognitionId: number) => ['feed', 'reactors', recognitionId] as const,
};

// Feed calls run in the background: reacting or paging must not cover the page with the overlay.
const quiet = { background: true } as const;

/** The feed's server state: one query-option factory per read, so keys live in one place. */
export const feedQueries = {
  list: (filter: TFeedFilter, limit: number) =>
    infiniteQueryOptions({
      queryKey: feedKeys.list(filter, limit),
      queryFn: ({ pageParam }) => callApi(feed.list, { filter, limit, cursor: pageParam }, quiet),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** One card a link names, loaded on its own so it shows however far down the feed it is. */
  item: (recognitionId: number) =>
    queryOptions({
      queryKey: feedKeys.item(recognitionId),
      queryFn: () => callApi(feed.item, { recognitionId }, { ...quiet, presents: [404] }),
      retry: false,
    }),
  comments: (recognitionId: number) =>
    queryOptions({
      queryKey: feedKeys.comments(recognitionId),
      queryFn: () => callApi(feed.comments, { recognitionId }, quiet),
    }),
  reactors: (recognitionId: number) =>
    queryOptions({
      queryKey: feedKeys.reactors(recognitionId),
      queryFn: () => callApi(feed.reactors, { recognitionId }, quiet),
    }),
};

/** Writes a change to one card into every cached feed page that holds it, and its own copy. */
function patchItem(
  client: ReturnType<typeof useQueryClient>,
  recognitionId: number,
  patch: (item: FeedItem) => FeedItem,
) {
  client.setQueryData<CallResponse<typeof feed.item>>(feedKeys.item(recognitionId), (data) =>
    data ? { item: patch(data.item) } : data,
  );
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: ['feed', 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((i) => (i.recognitionId === recognitionId ? patch(i) : i)),
          })),
        }
      : data,
  );
}

export function useReact(recognitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: ReactionKind; reacted: boolean }) =>
      callApi(feed.react, { recognitionId, ...v }, { ...quiet, presents: [400] }),
    onSuccess: ({ reactions }) => {
      patchItem(client, recognitionId, (i) => ({ ...i, reactions }));
      void client.invalidateQueries({ queryKey: feedKeys.reactors(recognitionId) });
    },
  });
}

/** After a comment changes, the card's comments and counts are read again. */
function useCommentMutation<V>(recognitionId: number, fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['feed', 'list'] }),
        client.invalidateQueries({ queryKey: feedKeys.item(recognitionId) }),
        client.invalidateQueries({ queryKey: feedKeys.comments(recognitionId) }),
      ]),
  });
}

export const useAddComment = (recognitionId: number) =>
  useCommentMutation(recognitionId, (v: { text: string; mentions: string[] }) =>
    callApi(feed.commentadd, { recognitionId, ...v }, { presents: [400] }),
  );
export const useEditComment = (recognitionId: number) =>
  useCommentMutation(recognitionId, (v: { commentId: number; text: string; mentions: string[] }) =>
    callApi(feed.commentedit, v, { presents: [400] }),
  );
export const useDeleteComment = (recognitionId: number) =>
  useCommentMutation(recognitionId, (commentId: number) =>
    callApi(feed.commentdelete, { commentId }, { presents: [400] }),
  );
