import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';

/** A report page as the server sends it: rows, the cursor of the next page, the company's zone. */
export interface ReportPageData<R> {
  report: R[];
  nextCursor: string | null;
  timeZone: string;
}

/**
 * Query options for a report that comes a page at a time: each page asks for the rows after the
 * previous page's cursor, until the server says there are no more.
 */
export function pagedReport<P extends ReportPageData<unknown>>(
  queryKey: readonly unknown[],
  page: (cursor: string | undefined) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The rows of every page loaded so far, and the zone to show their dates in. */
export function loadedRows<R>(data: InfiniteData<ReportPageData<R>> | undefined): {
  rows: R[];
  timeZone: string | undefined;
} {
  return { rows: data?.pages.flatMap((p) => p.report) ?? [], timeZone: data?.pages[0]?.timeZone };
}
