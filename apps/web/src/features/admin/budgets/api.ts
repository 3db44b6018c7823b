import { adminBudgets } from '@portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

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
