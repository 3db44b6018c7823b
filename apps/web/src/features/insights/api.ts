import { insights, type CallDef, type CallInput, type CallResponse } from '@portal/contract';
import type { TInsightsBody } from './types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** The insights screens' server state, one query-option factory per call. */
export const insightsQueries = {
  scopes: () =>
    queryOptions({
      queryKey: ['insights', 'scopes'],
      queryFn: () => callApi(insights.scopes, {}),
      staleTime: 10 * 60_000,
    }),
  participation: figures(insights.participation, 'participation'),
  fairness: figures(insights.fairness, 'fairness'),
  values: figures(insights.values, 'values'),
  points: figures(insights.points, 'points'),
  nominations: figures(insights.nominations, 'nominations'),
};

export type ParticipationData = CallResponse<typeof insights.participation>;
export type FairnessData = CallResponse<typeof insights.fairness>;
export type ValuesData = CallResponse<typeof insights.values>;
export type PointsData = CallResponse<typeof insights.points>;
export type NominationsData = CallResponse<typeof insights.nominations>;
export type ScopesData = CallResponse<typeof insights.scopes>;
