import { insights, type CallDef, type CallInput, type CallResponse } from '@portal/contract';
import type { TInsightsBody } from './types';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * One section's figures for a period and scope. They stay fresh a couple of minutes (the
 * roll-ups move with each recognition, not by the second), and a new period or scope keeps the
 * old charts on screen until the new figures arrive. The shared overlay stays away: each card
 * shows its own loading state.
 */
function figures<C extends CallDef>(call: C, name: string) {
  return (body: TInsightsBody) =>
    queryOptions({
      queryKey: ['insights', name, body],
      queryFn: () => callApi(call, body as CallInput<C>, { background: true }) as Promise<CallResponse<C>>,
      staleTime: 2 * 60_000,
      placeholderData: keepPreviousData,
    });
}

/** A section that lists managers a page at a time. */
interface Paged {
  current: { byManager: unknown[]; byManagerNext: string | null };
  previous: { byManager: unknown[] };
}

/**
 * A section whose by-manager list comes a page at a time: each page is the whole answer with
 * the next managers ("Load more" asks for the page after the last one's `byManagerNext`).
 */
function pagedFigures<C extends CallDef>(call: C, name: string) {
  return (body: TInsightsBody) =>
    infiniteQueryOptions({
      queryKey: ['insights', name, body],
      queryFn: ({ pageParam }) =>
        callApi(call, { ...body, managersAfter: pageParam } as CallInput<C>, {
          background: true,
        }) as Promise<CallResponse<C>>,
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last as Paged).current.byManagerNext ?? undefined,
      staleTime: 2 * 60_000,
      placeholderData: keepPreviousData,
    });
}

/** The first page's answer with every loaded page's managers, in order. */
export function withAllManagers<D extends Paged>(pages: readonly D[]): D | undefined {
  const [first, ...rest] = pages;
  if (!first || rest.length === 0) return first;
  const last = rest[rest.length - 1]!;
  return {
    ...first,
    current: {
      ...first.current,
      byManager: pages.flatMap((p) => p.current.byManager),
      byManagerNext: last.current.byManagerNext,
    },
    previous: { ...first.previous, byManager: pages.flatMap((p) => p.previous.byManager) },
  };
}

/** The insights screens' server state, one query-option factory per call. */
export const insightsQueries = {
  scopes: () =>
    queryOptions({
      queryKey: ['insights', 'scopes'],
      queryFn: () => callApi(insights.scopes, {}),
      staleTime: 10 * 60_000,
    }),
  participation: pagedFigures(insights.participation, 'participation'),
  fairness: figures(insights.fairness, 'fairness'),
  values: figures(insights.values, 'values'),
  points: pagedFigures(insights.points, 'points'),
  nominations: figures(insights.nominations, 'nominations'),
};

export type ParticipationData = CallResponse<typeof insights.participation>;
export type FairnessData = CallResponse<typeof insights.fairness>;
export type ValuesData = CallResponse<typeof insights.values>;
export type PointsData = CallResponse<typeof insights.points>;
export type NominationsData = CallResponse<typeof insights.nominations>;
export type ScopesData = CallResponse<typeof insights.scopes>;
