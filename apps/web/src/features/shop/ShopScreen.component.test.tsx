// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers, CallKey } from '../../test/fake-api';
import { failure, renderScreen } from '../../test/render-screen';
import { aProduct, basketOf, categoriesWith, noAdverts } from '../../test/shop';
import { ShopScreen } from './ShopScreen';

const emptyBasket = basketOf([]);
const working = {
  'shop.categorylist': categoriesWith(emptyBasket),
  'shop.productlist': { catName: 'Face', products: [] },
  'shop.getbasket': emptyBasket,
  'site.advertdata': noAdverts,
} satisfies Answers;

/** Which call fails, where, and what the screen says instead of its data. */
const LOAD_FAILURES: readonly [CallKey, string, string][] = [
  ['shop.productlist', '/rewards', 'Error retrieving product data'],
  ['shop.getbasket', '/rewards/basket', 'Error retrieving basket data'],
  ['shop.categorylist', '/rewards', 'Error retrieving category data'],
];

describe('the shop', () => {
  it.each(LOAD_FAILURES)('says when %s could not be loaded (%s)', async (call, path, message) => {
    renderScreen(<ShopScreen />, {
      path,
      route: '/rewards/:urlParam?',
      api: { ...working, [call]: failure(503, 'Service unavailable') },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The global 'Data Response Error' dialog comes up as well, with the server's words.
    const dialog = await screen.findByRole('dialog', { name: 'Data Response Error' });
    expect(within(dialog).getByText('Service unavailable')).toBeInTheDocument();
  });
});

describe('adding to the basket', () => {
  it('confirms each add in one toast, the newest replacing the last rather than stacking', async () => {
    const balm = aProduct('Gentle Cleansing Balm 100 ml', 140);
    const scrub = aProduct('Sea Salt Body Scrub', 130);
    const { user } = renderScreen(<ShopScreen />, {
      path: '/rewards',
      route: '/rewards/:urlParam?',
      api: {
        ...working,
        'shop.productlist': { catName: 'Face', products: [balm, scrub] },
        'shop.addtobasket': ({ productId }) => ({
          totalBasketQty: 1,
          totalBasketPrice: 140,
          product: productId === balm.productId ? balm : scrub,
        }),
      },
    });
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    await user.click((await card(balm.description)).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(`${balm.description} has been added to your basket.`)).toBeVisible();
    await user.click((await card(scrub.description)).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(`${scrub.description} has been added to your basket.`)).toBeVisible();
    // Not two toasts one above the other, the first covering the page until it times out.
    expect(screen.queryByText(`${balm.description} has been added to your basket.`)).toBeNull();
    expect(screen.getAllByText(/has been added to your basket\./)).toHaveLength(1);
    notifications.clean();
  });
});
