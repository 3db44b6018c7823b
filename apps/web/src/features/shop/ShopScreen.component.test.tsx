// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers, CallKey } from '../../test/fake-api';
import { showInTest } from '../../test/i18n';
import { failure, renderScreen } from '../../test/render-screen';
import { aBasketLine, aProduct, basketOf, categoriesWith, noAdverts } from '../../test/shop';
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

describe('the shop in another language', () => {
  const balm = aProduct('Gentle Cleansing Balm 100 ml', 1250);

  it('speaks German in the catalogue, with German amounts and the product as the shop names it', async () => {
    await showInTest('de');
    renderScreen(<ShopScreen />, {
      path: '/rewards',
      route: '/rewards/:urlParam?',
      api: { ...working, 'shop.productlist': { catName: 'Face', products: [balm] } },
    });
    const card = within(await screen.findByRole('article', { name: balm.description }));
    expect(card.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    expect(card.getByText('1.250 BB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Prämien' })).toBeInTheDocument();
    expect(screen.getByText(/^Sie haben/)).toHaveTextContent('Sie haben 1.000 BB zum Einlösen.');
    expect(screen.getByRole('link', { name: /^Warenkorb \(0\)/ })).toBeInTheDocument();
    // The category and the product keep the names the programme gave them.
    expect(screen.getByRole('heading', { level: 2, name: 'Face' })).toBeInTheDocument();
    for (const english of ['Add to basket', 'Rewards', 'Categories', 'Details', /You have/, /Basket \(/]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('speaks Arabic in the basket, right to left', async () => {
    await showInTest('ar');
    renderScreen(<ShopScreen />, {
      path: '/rewards/basket',
      route: '/rewards/:urlParam?',
      api: {
        ...working,
        'shop.categorylist': categoriesWith(basketOf([aBasketLine(balm)])),
        'shop.getbasket': basketOf([aBasketLine(balm)], { pointsAvailable: 5000 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'سلتي' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('منتج واحد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إتمام الشراء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `زيادة كمية ${balm.description}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تطبيق' })).toBeInTheDocument();
    expect(screen.getByText('المتاح للاستبدال')).toBeInTheDocument();
    for (const english of [
      'My Basket',
      '1 item',
      'Check Out',
      'Apply',
      'Available to redeem',
      'Total',
      'Back',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
