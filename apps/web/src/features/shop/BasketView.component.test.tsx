// @vitest-environment happy-dom
import type { TBasketItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api';
import { failure, renderScreen } from '../../test/render-screen';
import { aBasketLine, aProduct, basketOf, categoriesWith, noAdverts } from '../../test/shop';
import { ShopScreen } from './ShopScreen';

const BALM = aProduct('Gentle Cleansing Balm 100 ml', 140);
const SCRUB = aProduct('Sea Salt Body Scrub', 130);

/** Why the demo shop refuses each code, as the server's formErrors.promoCode says it. */
const REFUSED: Record<string, string> = {
  SPRING20: 'This promo code has expired.',
  NOSUCHCODE: 'This promo code is not valid.',
  LAUNCH100: 'This promo code has been used up.',
};

/**
 * A server that keeps one basket: quantity changes update it, SHINE10 takes 10 % off whatever
 * it holds now, and `withdrawnOnce` lines are reported DELETED on the first read only, as the
 * server does when it removes them.
 */
function basketServer(lines: TBasketItem[], withdrawnOnce: TBasketItem[] = []) {
  let basket = lines;
  let reported = false;
  const total = () => basketOf(basket).totalBasketPrice;
  const current = () => {
    const withdrawn = reported
      ? []
      : withdrawnOnce.map((l) => ({ ...l, BasketItemStatus: 'DELETED' as const }));
    reported = true;
    return basketOf([...withdrawn, ...basket]);
  };
  const priced = (promoCode: string) => {
    const discount = promoCode === 'SHINE10' ? Math.floor(total() / 10) : 0;
    return { discount, grandTotal: total() - discount };
  };
  return {
    'shop.categorylist': categoriesWith(basketOf(lines)),
    'site.advertdata': noAdverts,
    'shop.getbasket': current,
    'shop.changebasketqty': ({ action, shopBasketId }) => {
      basket = basket
        .map((l) =>
          l.shopBasketId !== shopBasketId
            ? l
            : aBasketLine(l, { qty: action === 'add' ? l.qty + 1 : action === 'decrease' ? l.qty - 1 : 0 }),
        )
        .filter((l) => l.qty > 0);
      return current();
    },
    'shop.applyPromoCode': ({ promoCode }) => {
      const code = promoCode.trim().toUpperCase();
      const refused = REFUSED[code];
      if (refused) return failure(400, refused, { promoCode: refused });
      const { discount, grandTotal } = priced(code);
      return {
        ...basketOf(basket),
        promoCode: code,
        voucherAmtDesc: '10% off',
        shopVoucherDiscountTotal: discount,
        grandTotal,
      };
    },
    'shop.getCheckoutOrderSummary': ({ promoCode }) => {
      const { discount, grandTotal } = priced(promoCode.toUpperCase());
      return {
        ...basketOf(basket),
        isVoucherOk: true,
        grandTotal,
        vfyTotal: grandTotal,
        cellNum: '+447700900123',
        voucherAmtDesc: discount ? '10% off' : '',
        shopVoucherDiscountTotal: discount,
        cardPayment: null,
      };
    },
  } satisfies Answers;
}

/** '1,234 BB' → 1234, '-14 BB' → -14. */
const amount = (el: HTMLElement) => Number((el.textContent ?? '').replace(/[^\d-]/g, ''));

describe('the basket', () => {
  it('applies a promo code: the discount and new total at once, a bad code refused there', async () => {
    const { user, api } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM)]),
    });
    const field = await screen.findByLabelText(/^Promo code/);
    const apply = screen.getByRole('button', { name: 'Apply' });
    for (const [code, message] of Object.entries(REFUSED)) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(apply);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Refused in the basket, never reaching checkout.
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'shine10');
    await user.click(apply);
    const applied = await screen.findByRole('status', { name: 'Promo code applied' });
    expect(within(applied).getByText('SHINE10')).toBeInTheDocument();
    expect(amount(within(applied).getByTestId('promo-discount'))).toBe(-14);
    expect(amount(within(applied).getByTestId('promo-total'))).toBe(126);
    // A changed basket is priced again with the code.
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${BALM.description}` }));
    await waitFor(() => expect(amount(screen.getByTestId('promo-total'))).toBe(252));
    expect(api.bodiesOf('shop.applyPromoCode').at(-1)).toEqual({ promoCode: 'shine10', alloc: '' });
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(amount(screen.getByTestId('grand-total'))).toBe(252);
  });

  it('removes a withdrawn product and says so with its old price, for the rest of the visit', async () => {
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM)], [aBasketLine(SCRUB)]),
    });
    const warning = `${SCRUB.description} (was 130 BB) is no longer available and has been removed from your basket.`;
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    const lines = screen.getByRole('list', { name: 'Basket items' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([BALM.description]);
    expect(amount(screen.getByTestId('basket-total'))).toBe(140);
    expect(screen.getByText('1 item', { exact: true })).toBeInTheDocument();
    // The server reports the withdrawal once; the warning stays while the member is here.
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${BALM.description}` }));
    await screen.findByText('2 items', { exact: true });
    expect(screen.getByRole('alert')).toHaveTextContent(warning);
    expect(within(lines).queryByRole('listitem', { name: SCRUB.description })).toBeNull();
  });
});
