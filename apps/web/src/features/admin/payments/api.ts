import { adminPayments, type TPaymentStatus } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
