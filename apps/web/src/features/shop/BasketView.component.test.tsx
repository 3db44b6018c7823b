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
 * A server that keeps one basket and the promo code applied to it: quantity changes update the
 * basket, SHINE10 takes 10 % off whatever it holds now, and `withdrawnOnce` lines are reported
 * DELETED on the first read only, as the server does when it removes them. `points` is the
 * member's balance, `lapsed` says why the kept code no longer applies (as when it expired).
 */
function basketServer(
  lines: TBasketItem[],
  withdrawnOnce: TBasketItem[] = [],
  opts: { points?: number; kept?: string; lapsed?: string; refuseOrder?: string } = {},
) {
  let basket = lines;
  let kept = opts.kept ?? '';
  let reported = false;
  const total = () => basketOf(basket).totalBasketPrice;
  const discountOf = (code: string) => (code === 'SHINE10' && !opts.lapsed ? Math.floor(total() / 10) : 0);
  const keptPromo = () =>
    kept
      ? {
          promoCode: kept,
          isVoucherOk: !opts.lapsed,
          voucherAmtDesc: opts.lapsed ?? '10% off',
          shopVoucherDiscountTotal: discountOf(kept),
        }
      : null;
  const current = () => {
    const withdrawn = reported
      ? []
      : withdrawnOnce.map((l) => ({ ...l, BasketItemStatus: 'DELETED' as const }));
    reported = true;
    return basketOf([...withdrawn, ...basket], { promo: keptPromo(), pointsAvailable: opts.points });
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
      kept = code;
      const discount = discountOf(code);
      return {
        ...basketOf(basket),
        promoCode: code,
        voucherAmtDesc: '10% off',
        shopVoucherDiscountTotal: discount,
        grandTotal: total() - discount,
      };
    },
    'shop.removePromoCode': () => {
      kept = '';
      return current();
    },
    'shop.getCheckoutOrderSummary': ({ promoCode }) => {
      const code = promoCode || kept;
      const discount = discountOf(code);
      return {
        ...basketOf(basket),
        isVoucherOk: code !== '' && !opts.lapsed,
        grandTotal: total() - discount,
        vfyTotal: total() - discount,
        cellNum: '+447700900123',
        voucherAmtDesc: opts.lapsed ?? (discount ? '10% off' : ''),
        shopVoucherDiscountTotal: discount,
        pointsAvailable: opts.points ?? 1000,
        cardPayment: null,
      };
    },
    'shop.placeOrder': () => (opts.refuseOrder ? failure(400, opts.refuseOrder) : { orderNum: 'BB000123' }),
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

  it('applies a code typed but not applied when Check Out is pressed, and refuses a bad one there', async () => {
    const { user, api } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM)]),
    });
    const field = await screen.findByLabelText(/^Promo code/);
    await user.type(field, 'spring20');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText(REFUSED.SPRING20!)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'shine10');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByText(/^Promo code SHINE10/)).toBeInTheDocument();
    expect(amount(screen.getByTestId('grand-total'))).toBe(126);
    expect(api.bodiesOf('shop.applyPromoCode').at(-1)).toEqual({ promoCode: 'shine10', alloc: '' });
  });

  it('shows the code kept with the basket on the server, as after a reload, and takes it off', async () => {
    const { user, api } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM, { qty: 2 })], [], { kept: 'SHINE10' }),
    });
    const applied = await screen.findByRole('status', { name: 'Promo code applied' });
    expect(within(applied).getByText('SHINE10')).toBeInTheDocument();
    expect(amount(within(applied).getByTestId('promo-total'))).toBe(252);
    // Nothing typed or applied in this visit: the basket alone knew the code.
    expect(api.bodiesOf('shop.applyPromoCode')).toEqual([]);
    await user.click(within(applied).getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Promo code applied' })).toBeNull());
    expect(api.bodiesOf('shop.removePromoCode')).toEqual([{ alloc: '' }]);
    expect(screen.getByLabelText(/^Promo code/)).toHaveValue('');
  });

  it('says in the basket when the kept code no longer applies, instead of charging more at checkout', async () => {
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM)], [], { kept: 'SHINE10', lapsed: 'This promo code has expired.' }),
    });
    const lapsed = await screen.findByRole('alert');
    expect(lapsed).toHaveTextContent('Promo code SHINE10 no longer applies');
    expect(lapsed).toHaveTextContent('This promo code has expired.');
    expect(screen.queryByRole('status', { name: 'Promo code applied' })).toBeNull();
    expect(amount(screen.getByTestId('basket-total'))).toBe(140);
    // Check Out with the lapsed code stays here, where the reason is.
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    await user.click(within(lapsed).getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  });
});

describe('points short of the total', () => {
  it('shows the shortfall in the basket with what to do, and holds Check Out back', async () => {
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM), aBasketLine(SCRUB)], [], { points: 200 }),
    });
    const total = await screen.findByRole('form', { name: 'Basket total' });
    expect(within(total).getByTestId('points-available')).toHaveTextContent('200 BB');
    expect(within(total).getByText('You are 70 BB short')).toBeVisible();
    const checkOut = within(total).getByRole('button', { name: 'Check Out' });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(
      /You are 70\sBB short[\s\S]*Remove items or lower quantities/,
    );
    // Removing an item brings the total within the points: the notice goes, Check Out comes back.
    await user.click(screen.getByRole('button', { name: `Remove ${SCRUB.description}` }));
    await waitFor(() => expect(within(total).queryByText(/short/)).toBeNull());
    expect(within(total).getByRole('button', { name: 'Check Out' })).toBeEnabled();
  });

  it('shows the shortfall at checkout before Place Order, with the way back to the basket', async () => {
    // Enough for the basket's first read; the member spent points elsewhere before checking out.
    const api = basketServer([aBasketLine(BALM), aBasketLine(SCRUB)], [], { points: 1000 });
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: {
        ...api,
        'shop.getCheckoutOrderSummary': (body) => ({
          ...api['shop.getCheckoutOrderSummary'](body),
          pointsAvailable: 200,
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(/You are 70\sBB short[\s\S]*Remove items/);
    await user.click(screen.getByRole('button', { name: 'Back to basket to remove items' }));
    await screen.findByRole('heading', { level: 1, name: 'My Basket' });
  });

  it('puts the reason a refused order gives beside Place Order', async () => {
    const refusal = 'You do not have enough Beauty Bucks: 620 available, 990 needed.';
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam',
      api: basketServer([aBasketLine(BALM)], [], { refuseOrder: refusal }),
    });
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    const form = await screen.findByRole('form', { name: 'Place order' });
    await user.click(within(form).getByRole('button', { name: 'Place Order' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed');
    expect(alert).toHaveTextContent(refusal);
    // Right above the button it answers, not at the top of the page.
    expect(alert.parentElement?.nextElementSibling).toBe(
      within(form).getByRole('button', { name: 'Place Order' }),
    );
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
