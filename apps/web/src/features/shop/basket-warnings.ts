import type { TBasketItem } from '@portal/contract';

export interface BasketWarning {
  shopBasketId: number;
  status: Exclude<TBasketItem['BasketItemStatus'], ''>;
  text: string;
}

/**
 * What the basket says about lines whose product changed after it went in:
 * withdrawn (DELETED, and so removed), dearer (CHANGED) or cheaper (DECREASED), with the old and
 * new prices.
 */
export function basketWarnings(
  items: readonly TBasketItem[],
  money: (value: number) => string,
): BasketWarning[] {
  const warnings: BasketWarning[] = [];
  for (const item of items) {
    const name = item.description;
    const was = money(item.basketPrice);
    const now = money(item.displayPrice);
    switch (item.BasketItemStatus) {
      case 'DELETED':
        warnings.push({
          shopBasketId: item.shopBasketId,
          status: 'DELETED',
          text: `${name} (was ${was}) is no longer available and has been removed from your basket.`,
        });
        break;
      case 'CHANGED':
        warnings.push({
          shopBasketId: item.shopBasketId,
          status: 'CHANGED',
          text: `The price of ${name} has changed from ${was} to ${now}.`,
        });
        break;
      case 'DECREASED':
        warnings.push({
          shopBasketId: item.shopBasketId,
          status: 'DECREASED',
          text: `The price of ${name} has decreased from ${was} to ${now}.`,
        });
        break;
      default:
        break;
    }
  }
  return warnings;
}

/** Lines that can still be bought: the server reports a withdrawn product once, as it removes it. */
export function buyableLines(items: readonly TBasketItem[]): TBasketItem[] {
  return items.filter((item) => item.BasketItemStatus !== 'DELETED');
}
