import {
  shop,
  ZBasketItem,
  ZProduct,
  ZShopInfo,
  type TBasketItem,
  type TBasketPromo,
  type TCardPart,
  type TProduct,
} from '@portal/contract';

/**
 * The demo shop's answers for component tests, built through the contract's schemas. Prices are
 * whole Beauty Bucks, shown with the symbol after ('140 BB').
 */
export const shopInfo = ZShopInfo.parse({
  alloc: '',
  isLoggedIn: true,
  isPaygate: false,
  allocDesc: '',
  isTruncateCents: true,
  addToBasketType: '',
  deliveryType: 'C',
  productCurrency: 'BB',
  currencySymbol: 'BB',
  currencyDecimalPlaces: 0,
  isCurrencySymbolSuffix: true,
  pmtMethodTypes: [],
  currencyRateMoney: 1,
  pointsAvailable: 1000,
});

let nextId = 1;

export function aProduct(
  description: string,
  displayPrice: number,
  overrides: Partial<TProduct> = {},
): TProduct {
  const productId = nextId++;
  return ZProduct.parse({
    productId,
    imageFile: '',
    displayPrice,
    priceDescription: '',
    description,
    brand: '',
    model: '',
    fAB: '',
    noBasket: 'Y',
    _rowNum: productId,
    ...overrides,
  });
}

/** A basket line of one product; a withdrawn or repriced line says so in BasketItemStatus. */
export function aBasketLine(product: TProduct, overrides: Partial<TBasketItem> = {}): TBasketItem {
  const qty = overrides.qty ?? 1;
  return ZBasketItem.parse({
    ...product,
    shopBasketId: product.productId,
    qty,
    basketPrice: product.displayPrice,
    itemTotal: qty * product.displayPrice,
    BasketItemStatus: '',
    ...overrides,
  });
}

/**
 * getbasket's answer: the lines and their totals, a withdrawn line counting for nothing, the
 * promo code kept with the basket (none unless told), the total after it, the member's points
 * (the shop info's 1,000 unless told) and no card part unless told.
 */
export function basketOf(
  lines: readonly TBasketItem[],
  extra: { promo?: TBasketPromo | null; pointsAvailable?: number; cardPayment?: TCardPart | null } = {},
) {
  const buyable = lines.filter((l) => l.BasketItemStatus !== 'DELETED');
  const totalBasketPrice = buyable.reduce((n, l) => n + l.itemTotal, 0);
  const promo = extra.promo ?? null;
  return shop.getbasket.response.parse({
    basket: lines,
    totalBasketQty: buyable.reduce((n, l) => n + l.qty, 0),
    totalBasketPrice,
    promo,
    grandTotal: totalBasketPrice - (promo?.shopVoucherDiscountTotal ?? 0),
    pointsAvailable: extra.pointsAvailable ?? shopInfo.pointsAvailable,
    cardPayment: extra.cardPayment ?? null,
  });
}

/** categorylist's answer: one category, Beauty & Wellbeing / Skincare / Face. */
export function categoriesWith(basket: ReturnType<typeof basketOf>) {
  return shop.categorylist.response.parse({
    cats: [{ cat1: 'Beauty & Wellbeing', cat2: 'Skincare', cat3: 'Face', prodCat3Id: 7 }],
    inf: shopInfo,
    totalBasketQty: basket.totalBasketQty,
    totalBasketPrice: basket.totalBasketPrice,
  });
}

export const noAdverts = { advertData: [], imageBase: '' };
