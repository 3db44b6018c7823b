import { adminOrders } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
