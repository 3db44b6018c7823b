import { adminOrders, type CallInput, type CallResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the order pages: the search and one order. */
export const orderKeys = {
  orders: ['admin', 'orders'],
  order: (orderId: number) => ['admin', 'order', orderId],
} as const;

export const ORDERS_PAGE_SIZE = 25;
type OrderSearch = Omit<adminOrders.TOrderSearchBody, 'page' | 'pageSize'>;

export const orderQueries = {
  search: (filters: OrderSearch, page: number) =>
    queryOptions({
      queryKey: [...orderKeys.orders, filters, page],
      queryFn: () => callApi(adminOrders.ordersearch, { ...filters, page, pageSize: ORDERS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  order: (orderId: number) =>
    queryOptions({
      queryKey: orderKeys.order(orderId),
      queryFn: () => callApi(adminOrders.orderget, { orderId }),
      enabled: orderId > 0,
    }),
};

/**
 * A change to one order: it answers with the order as it is now, which the page shows at once;
 * the search lists it too, so they are read again.
 */
function useOrderMutation<V, R extends { order: adminOrders.TAdminOrder }>(
  orderId: number,
  mutationFn: (vars: V) => Promise<R>,
  onDone?: (result: R, vars: V) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result: R, vars: V) => {
      client.setQueryData(orderKeys.order(orderId), { order: result.order });
      void client.invalidateQueries({ queryKey: orderKeys.orders });
      onDone?.(result, vars);
    },
  });
}

/** Sets an order's status by hand (placed, in progress, complete). */
export const useOrderStatusMutation = (
  orderId: number,
  onDone?: (result: CallResponse<typeof adminOrders.orderstatus>) => void,
) =>
  useOrderMutation(
    orderId,
    (statusId: string) => callApi(adminOrders.orderstatus, { orderId, statusId }),
    onDone,
  );

type Dispatch = Omit<CallInput<typeof adminOrders.orderdispatch>, 'orderId'>;

/** Sets the dispatch status of one line, or of every line when no item is given. */
export const useOrderDispatchMutation = (
  orderId: number,
  onDone?: (result: CallResponse<typeof adminOrders.orderdispatch>) => void,
) =>
  useOrderMutation(
    orderId,
    (body: Dispatch) => callApi(adminOrders.orderdispatch, { orderId, ...body }),
    onDone,
  );

type Cancel = Omit<CallInput<typeof adminOrders.ordercancel>, 'orderId'>;

/** Cancels or refunds an order; its points go back to the member. */
export const useOrderCancelMutation = (
  orderId: number,
  onDone?: (result: CallResponse<typeof adminOrders.ordercancel>, vars: Cancel) => void,
) =>
  useOrderMutation(orderId, (body: Cancel) => callApi(adminOrders.ordercancel, { orderId, ...body }), onDone);

/** The finance export's order lines between the two days; the rows are the mutation's data. */
export function useOrdersExportMutation(
  days: CallInput<typeof adminOrders.ordersexport>,
  onDone?: (result: CallResponse<typeof adminOrders.ordersexport>) => void,
) {
  return useMutation({
    mutationFn: () => callApi(adminOrders.ordersexport, days),
    onSuccess: (result) => onDone?.(result),
  });
}
