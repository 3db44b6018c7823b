import { t } from '@lingui/core/macro';
import type { TBasketItem } from '@portal/contract';

export interface BasketWarning {
  shopBasketId: number;
  status: Exclude<TBasketItem['BasketItemStatus'], ''>;
  text: string;
}

type WarningText = (name: string, was: string, now: string) => string;

/** Worded in the language shown when the basket is read. */
const WARNING_TEXT: Record<BasketWarning['status'], WarningText> = {
  DELETED: (name, was) =>
    t`${name} (was ${was}) is no longer available and has been removed from your basket.`,
  CHANGED: (name, was, now) => t`The price of ${name} has changed from ${was} to ${now}.`,
  DECREASED: (name, was, now) => t`The price of ${name} has decreased from ${was} to ${now}.`,
};

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
    const status = item.BasketItemStatus;
    if (!status) continue;
    const text = WARNING_TEXT[status](item.description, money(item.basketPrice), money(item.displayPrice));
    warnings.push({ shopBasketId: item.shopBasketId, status, text });
  }
  return warnings;
}

/** Lines that can still be bought: the server reports a withdrawn product once, as it removes it. */
export function buyableLines(items: readonly TBasketItem[]): TBasketItem[] {
  return items.filter((item) => item.BasketItemStatus !== 'DELETED');
}
