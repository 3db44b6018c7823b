import type { TBasketItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { basketWarnings, buyableLines } from './basket-warnings';

function line(
  shopBasketId: number,
  status: TBasketItem['BasketItemStatus'],
  basketPrice: number,
  displayPrice: number,
): TBasketItem {
  return {
    shopBasketId,
    qty: 1,
    basketPrice,
    displayPrice,
    itemTotal: displayPrice,
    BasketItemStatus: status,
    productId: shopBasketId,
    imageFile: '',
    priceDescription: '',
    description: `Item ${shopBasketId}`,
    brand: '',
    model: '',
    fAB: '',
    noBasket: 'Y',
    _rowNum: shopBasketId,
  };
}

const money = (v: number) => `R${v}`;

describe('basketWarnings (basket item status)', () => {
  it('words each status with the old and new prices', () => {
    const items = [
      line(1, '', 10, 10),
      line(2, 'CHANGED', 10, 12),
      line(3, 'DECREASED', 10, 8),
      line(4, 'DELETED', 10, 10),
    ];
    expect(basketWarnings(items, money)).toEqual([
      { shopBasketId: 2, status: 'CHANGED', text: 'The price of Item 2 has changed from R10 to R12.' },
      { shopBasketId: 3, status: 'DECREASED', text: 'The price of Item 3 has decreased from R10 to R8.' },
      {
        shopBasketId: 4,
        status: 'DELETED',
        text: 'Item 4 (was R10) is no longer available and has been removed from your basket.',
      },
    ]);
    expect(buyableLines(items).map((i) => i.shopBasketId)).toEqual([1, 2, 3]);
  });
});
