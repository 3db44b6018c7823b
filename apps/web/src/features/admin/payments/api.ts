import { adminPayments, type TPaymentStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the payments page: the list and this year's totals share one prefix. */
export const paymentKeys = {
  all: ['admin', 'payments'],
} as const;

export const PAYMENTS_PAGE_SIZE = 20;

export const paymentQueries = {
  /** This year's totals by month and currency, up to the given month (YYYY-MM). */
  totals: (thisMonth: string) =>
    queryOptions({
      queryKey: [...paymentKeys.all, 'totals', thisMonth],
      queryFn: () =>
        callApi(adminPayments.paymentstotals, { from: `${thisMonth.slice(0, 4)}-01`, to: thisMonth }),
    }),
  list: (status: '' | TPaymentStatus, refundProblems: boolean, page: number) =>
    queryOptions({
      queryKey: [...paymentKeys.all, status, refundProblems, page],
      queryFn: () =>
        callApi(adminPayments.payments, { status, refundProblems, page, pageSize: PAYMENTS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * An action on payments: when it ends, succeeded or refused, the list and its totals are read
 * again, so the page shows where each payment is now.
 */
function usePaymentsMutation<R>(mutationFn: () => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** Asks the provider again to refund a payment whose refund failed. */
export const useRetryRefundMutation = (paymentId: number) =>
  usePaymentsMutation(() => callApi(adminPayments.paymentrefundretry, { paymentId }));

/** Fails a stuck payment and gives the points it held back. */
export const useFailPaymentMutation = (paymentId: number) =>
  usePaymentsMutation(() => callApi(adminPayments.paymentfail, { paymentId }));

/** Settles stuck payments with their providers; the summary is the mutation's data. */
export const useReconcilePaymentsMutation = () =>
  usePaymentsMutation(() => callApi(adminPayments.paymentsreconcile, {}));
