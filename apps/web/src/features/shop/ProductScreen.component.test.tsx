// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { aProduct, basketOf, categoriesWith, noAdverts } from '../../test/shop';
import { ProductScreen } from './ProductScreen';
import { ShopScreen } from './ShopScreen';

const BALM = aProduct('Gentle Cleansing Balm 100 ml', 140, {
  brand: 'Lumière',
  model: 'LB-100',
  imageFile: '/shopimg/balm.webp',
  fAB: '[~p~]A rich balm that melts away make-up.[~/p~][~ul~][~li~]For every skin type[~/li~][~li~]Fragrance free[~/li~][~/ul~]',
});

describe('a product’s own page', () => {
  it('opens from the product’s picture in the shop', async () => {
    const { user, location } = renderScreen(<ShopScreen />, {
      path: '/rewards',
      route: '/rewards/:urlParam?',
      api: {
        'shop.categorylist': categoriesWith(basketOf([])),
        'shop.productlist': { catName: 'Face', products: [BALM] },
        'site.advertdata': noAdverts,
      },
    });
    await user.click(
      await screen.findByRole('link', { name: `${BALM.description}: picture and full description` }),
    );
    expect(location().pathname).toBe(`/rewards/product/${BALM.productId}`);
  });

  it('shows the larger picture, the whole description at once, and adds to the basket', async () => {
    const { user, api } = renderScreen(<ProductScreen />, {
      path: `/rewards/product/${BALM.productId}`,
      route: '/rewards/product/:productId',
      api: {
        'shop.categorylist': categoriesWith(basketOf([])),
        'shop.product': { product: BALM },
        'shop.addtobasket': { totalBasketQty: 1, totalBasketPrice: 140, product: BALM },
        'shop.getbasket': basketOf([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: BALM.description })).toBeVisible();
    expect(screen.getByText('Lumière · LB-100')).toBeVisible();
    expect(screen.getByTestId('product-price')).toHaveTextContent('140');
    expect(document.querySelector('img')).toHaveAttribute('src', '/shopimg/balm.webp');
    // The description is shown whole, not behind Details as on the list.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('A rich balm that melts away make-up.')).toBeVisible();
    expect(within(description).getByText('Fragrance free')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(api.bodiesOf('shop.addtobasket')).toEqual([{ productId: BALM.productId }]));
    expect(api.bodiesOf('shop.product')).toEqual([{ productId: BALM.productId, alloc: '' }]);
  });
});
