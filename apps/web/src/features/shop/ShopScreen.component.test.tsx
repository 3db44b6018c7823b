// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers, CallKey } from '../../test/fake-api';
import { failure, renderScreen } from '../../test/render-screen';
import { basketOf, categoriesWith, noAdverts } from '../../test/shop';
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
