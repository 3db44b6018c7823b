import { shop, site, TIMINGS, type CallInput, type CallResponse } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { memberDataKey } from '../../lib/member-data';
import { readCached, writeCached } from './session-cache';

export type CategoryData = CallResponse<typeof shop.categorylist>;
export type BasketData = CallResponse<typeof shop.getbasket>;
export type CheckoutData = CallResponse<typeof shop.getCheckoutOrderSummary>;
export type ProductData = CallResponse<typeof shop.product>;
export type AdvertData = CallResponse<typeof site.advertdata>;

export const shopKeys = {
  all: ['shop'] as const,
  categories: ['shop', 'categories'] as const,
  products: (prodCat3Id: number) => ['shop', 'products', prodCat3Id] as const,
  basket: ['shop', 'basket'] as const,
  orders: ['shop', 'orders'] as const,
  order: (orderNum: string) => ['shop', 'orders', orderNum] as const,
  voucherMessage: (memberOrderItemId: number) => ['shop', 'voucher', memberOrderItemId] as const,
  payment: (paymentId: number) => ['shop', 'payment', paymentId] as const,
  product: (productId: number) => ['shop', 'product', productId] as const,
  adverts: ['site', 'adverts'] as const,
};

/** The shop's server state: one query-option factory per read, so keys live in one place. */
export const shopQueries = {
  categories: () =>
    queryOptions({ queryKey: shopKeys.categories, queryFn: () => callApi(shop.categorylist, {}) }),
  products: (prodCat3Id: number | null, alloc: string) =>
    queryOptions({
      queryKey: shopKeys.products(prodCat3Id ?? 0),
      queryFn: () => callApi(shop.productlist, { prodCat3Id: prodCat3Id ?? 0, alloc }),
      enabled: prodCat3Id !== null,
      staleTime: 60_000,
    }),
  basket: (alloc: string) =>
    queryOptions({ queryKey: shopKeys.basket, queryFn: () => callApi(shop.getbasket, { alloc }) }),
  product: (productId: number, alloc: string) =>
    queryOptions({
      queryKey: shopKeys.product(productId),
      queryFn: () => callApi(shop.product, { productId, alloc }),
      staleTime: 60_000,
    }),
  orders: () => queryOptions({ queryKey: shopKeys.orders, queryFn: () => callApi(shop.orders, {}) }),
  order: (orderNum: string) =>
    queryOptions({
      queryKey: shopKeys.order(orderNum),
      queryFn: () => callApi(shop.orderConfirmation, { orderNum }),
    }),
  voucherMessage: (memberOrderItemId: number | null) =>
    queryOptions({
      queryKey: shopKeys.voucherMessage(memberOrderItemId ?? 0),
      queryFn: () => callApi(shop.getVoucherCodeMessage, { memberOrderItemId: memberOrderItemId ?? 0 }),
      enabled: memberOrderItemId !== null,
    }),
};

export function useCategories() {
  return useQuery(shopQueries.categories());
}

export function useProducts(prodCat3Id: number | null, alloc: string) {
  return useQuery(shopQueries.products(prodCat3Id, alloc));
}

export function useBasket(alloc: string) {
  return useQuery(shopQueries.basket(alloc));
}

/** The basket totals shown on the basket button live in the category data; keep them current. */
function setTotals(client: QueryClient, totals: Pick<CategoryData, 'totalBasketQty' | 'totalBasketPrice'>) {
  client.setQueryData<CategoryData>(shopKeys.categories, (current) =>
    current
      ? { ...current, totalBasketQty: totals.totalBasketQty, totalBasketPrice: totals.totalBasketPrice }
      : current,
  );
}

export function useAddToBasket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => callApi(shop.addtobasket, { productId }),
    onSuccess: (data) => {
      setTotals(client, data);
      void client.invalidateQueries({ queryKey: shopKeys.basket });
    },
  });
}

export function useChangeQty(alloc: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallInput<typeof shop.changebasketqty>, 'alloc'>) =>
      callApi(shop.changebasketqty, { ...body, alloc }),
    onSuccess: (data) => {
      client.setQueryData(shopKeys.basket, data);
      setTotals(client, data);
    },
  });
}

export function useProduct(productId: number, alloc: string) {
  return useQuery(shopQueries.product(productId, alloc));
}

/**
 * The basket's Apply button. An accepted code is kept with the basket on the server, so the
 * basket is read again to show it (with its discount and the total after it); a refused one is
 * the mutation's error, whose formErrors.promoCode says why.
 */
export function useApplyPromo(alloc: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promoCode: string) => callApi(shop.applyPromoCode, { promoCode, alloc }),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.basket }),
  });
}

/** The basket's Remove code: the basket answered without it. */
export function useRemovePromo(alloc: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(shop.removePromoCode, { alloc }),
    onSuccess: (data) => client.setQueryData(shopKeys.basket, data),
  });
}

export function useCheckoutSummary(alloc: string) {
  return useMutation({
    mutationFn: (promoCode: string) => callApi(shop.getCheckoutOrderSummary, { promoCode, alloc }),
  });
}

/** After an order: the basket is empty, the orders list has a new order, and the header's TO REDEEM fell. */
export function refreshAfterOrder(client: QueryClient) {
  // The order took the basket and its promo code: empty until the server says otherwise.
  client.setQueryData<BasketData>(shopKeys.basket, (current) =>
    current
      ? {
          ...current,
          totalBasketQty: 0,
          totalBasketPrice: 0,
          basket: [],
          promo: null,
          grandTotal: 0,
          cardPayment: null,
        }
      : current,
  );
  void client.invalidateQueries({ queryKey: shopKeys.basket });
  setTotals(client, { totalBasketQty: 0, totalBasketPrice: 0 });
  void client.invalidateQueries({ queryKey: shopKeys.categories });
  void client.invalidateQueries({ queryKey: shopKeys.orders });
  void client.invalidateQueries({ queryKey: memberDataKey });
  void client.invalidateQueries({ queryKey: ['report'] });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof shop.placeOrder>) => callApi(shop.placeOrder, body),
    onSuccess: () => refreshAfterOrder(client),
  });
}

/** Holds the points and opens the provider's payment page for the rest. */
export function useStartCardPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof shop.startCardPayment>) => callApi(shop.startCardPayment, body),
    // The points are held now: the header's TO REDEEM shows what is left.
    onSuccess: () => void client.invalidateQueries({ queryKey: memberDataKey }),
  });
}

/** Where a card payment is; polled while the provider has not confirmed it. */
export function useCardPayment(paymentId: number, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.payment(paymentId),
    queryFn: () => callApi(shop.cardPaymentStatus, { paymentId }),
    enabled,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 1500 : false),
  });
}

export function useCancelCardPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => callApi(shop.cancelCardPayment, { paymentId }),
    onSuccess: (data) => {
      client.setQueryData(shopKeys.payment(data.paymentId), data);
      void client.invalidateQueries({ queryKey: memberDataKey });
    },
  });
}

export function useOrders() {
  return useQuery(shopQueries.orders());
}

export function useOrder(orderNum: string) {
  return useQuery(shopQueries.order(orderNum));
}

export function useVoucherMessage(memberOrderItemId: number | null) {
  return useQuery(shopQueries.voucherMessage(memberOrderItemId));
}

const ADVERT_CACHE_KEY = 'shop.adverts';

/** The ad rotator's adverts, kept in session storage for five minutes. */
export function useAdverts() {
  return useQuery({
    queryKey: shopKeys.adverts,
    queryFn: async () => {
      const cached = readCached<AdvertData>(ADVERT_CACHE_KEY, TIMINGS.advertCacheMs);
      if (cached) return cached;
      const fresh = await callApi(site.advertdata, {});
      writeCached(ADVERT_CACHE_KEY, fresh);
      return fresh;
    },
    staleTime: TIMINGS.advertCacheMs,
    retry: false,
  });
}
