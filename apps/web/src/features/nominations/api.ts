import { nom, report, reward, type CallInput, type CallResponse } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';
import { memberDataKey } from '../../lib/member-data';
import { sharedKeys } from '../../lib/shared-query-keys';

export const nominationKeys = {
  list: ['nomlist'],
  quarters: ['nomquarters'],
  /** Admin pages edit the categories' help text and refresh this key too. */
  categories: sharedKeys.nominationCategories,
} as const;

export const nominationQueries = {
  /** The nominations this member may see, by role. */
  list: () =>
    queryOptions({ queryKey: nominationKeys.list, queryFn: () => callApi(nom.nomlist, {}), retry: false }),
  /** The cluster admin's quarters: candidates and winners. */
  quarters: () =>
    queryOptions({ queryKey: nominationKeys.quarters, queryFn: () => callApi(nom.nomquarters, {}) }),
  /** The categories a nomination may name, with their help text. */
  categories: () =>
    queryOptions({
      queryKey: nominationKeys.categories,
      queryFn: () => callApi(nom.nomcats, {}),
      staleTime: 5 * 60_000,
    }),
  /** The Quarterly Award Report between two months, oldest first, a page at a time. */
  quarterlyAwards: (from: string, to: string) =>
    pagedReport(['report', 'quarterlyawards', from, to], (cursor) =>
      // The specification's report is of winners: awardStatus W, sent as it says, not left to a default.
      callApi(report.quarterlyawards, { selMonthFrom: from, selMonthTo: to, awardStatus: 'W', cursor }),
    ),
};

/** Sends a nomination of colleagues or a whole division. */
export function useNominateMutation() {
  return useMutation({ mutationFn: (body: CallInput<typeof nom.newnom>) => callApi(nom.newnom, body) });
}

/**
 * A change to one nomination (a review, a committee rating, a winner mark): the list and the
 * quarters are read again, and the member's data, whose points a review's award changes.
 */
function useNominationChangeMutation<V, R>(change: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: nominationKeys.list });
      void client.invalidateQueries({ queryKey: nominationKeys.quarters });
      void client.invalidateQueries({ queryKey: memberDataKey });
    },
  });
}

/** The nominee's manager reviews: stars, the reward they award, and the quarterly option. */
export const useReviewNominationMutation = () =>
  useNominationChangeMutation((body: CallInput<typeof reward.doavonnomreviewreward>) =>
    callApi(reward.doavonnomreviewreward, body),
  );

/** A committee member's own rating of a quarterly candidate. */
export const useRateNominationMutation = (nomId: number) =>
  useNominationChangeMutation((rating: number) => callApi(nom.nomrate, { nomId, rating }));

/** The cluster admin marks a quarterly candidate as a winner ('W'), or removes the mark (''). */
export const useAwardNominationMutation = (nomId: number) =>
  useNominationChangeMutation((awardStatus: 'W' | '') => callApi(nom.nomaward, { nomId, awardStatus }));

/** What the screen tells the cluster admin about closing a quarter. */
export interface CloseQuarterOutcome {
  onClosed(response: CallResponse<typeof nom.nomclosequarter>): void;
  onFailed(error: Error): void;
}

/** The cluster admin closes an ended quarter; the quarters and the list are read again. */
export function useCloseQuarterMutation({ onClosed, onFailed }: CloseQuarterOutcome) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quarter: string) => callApi(nom.nomclosequarter, { quarter }),
    onSuccess: (response) => {
      onClosed(response);
      void client.invalidateQueries({ queryKey: nominationKeys.quarters });
      void client.invalidateQueries({ queryKey: nominationKeys.list });
    },
    onError: (error) => onFailed(error),
  });
}
