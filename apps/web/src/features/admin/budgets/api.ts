import { adminBudgets, type CallInput, type CallResponse } from '@portal/contract';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../ui/use-admin-mutation';

/** Server state of the budget pages: the funding account's statement. */
export const budgetKeys = {
  funding: ['admin', 'funding'],
} as const;

export const budgetQueries = {
  /** The funding account's movements, newest first, a page at a time. */
  fundingStatement: () =>
    infiniteQueryOptions({
      queryKey: budgetKeys.funding,
      queryFn: ({ pageParam }) => callApi(adminBudgets.fundingstatement, { cursor: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

type FundBudget = CallInput<typeof adminBudgets.fundbudget>;
type FundBudgets = CallInput<typeof adminBudgets.fundbudgets>;

/** Funds one manager's budget from the funding account. */
export function useFundBudgetMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminBudgets.fundbudget>, FundBudget>,
) {
  return useAdminMutation({
    mutationFn: (body: FundBudget) => callApi(adminBudgets.fundbudget, body),
    invalidate: [budgetKeys.funding],
    ...feedback,
  });
}

/** Checks a CSV of budgets (apply false) or funds them all (apply true). */
export function useFundBudgetsMutation(
  onDone?: (result: CallResponse<typeof adminBudgets.fundbudgets>) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FundBudgets) => callApi(adminBudgets.fundbudgets, body),
    onSuccess: (result) => {
      // Only a funded file moved points out of the funding account.
      if (result.applied) void client.invalidateQueries({ queryKey: budgetKeys.funding });
      onDone?.(result);
    },
  });
}

/** This month's Pay It Forward top-up, paid from the funding account. */
export function usePayItForwardMutation(onDone?: (result: CallResponse<typeof adminBudgets.pifrun>) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(adminBudgets.pifrun, {}),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: budgetKeys.funding });
      onDone?.(result);
    },
  });
}

/** The ledger's transfers between two months, for finance; the rows are the mutation's data. */
export function useLedgerExportMutation() {
  return useMutation({
    mutationFn: (months: CallInput<typeof adminBudgets.ledgerexport>) =>
      callApi(adminBudgets.ledgerexport, months),
  });
}
