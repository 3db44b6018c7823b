// @vitest-environment happy-dom
import type { adminCatalogue } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
import { renderScreen } from '../../../test/render-screen';
import PromoCodesScreen from './PromoCodesScreen';

const promo = (over: Partial<adminCatalogue.TAdminPromo>): adminCatalogue.TAdminPromo => ({
  id: 1,
  code: 'SHINE10',
  kind: 'percent',
  amount: 10,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2099-12-31T23:59:59.999Z',
  maxUsesTotal: null,
  maxUsesPerMember: null,
  minBasket: 0,
  usesCount: 1,
  active: true,
  description: '',
  ...over,
});

const promoCodes = () =>
  renderScreen(<PromoCodesScreen />, {
    path: '/admin/shop/promo-codes',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.promolist': {
        promos: [promo({}), promo({ id: 2, code: 'THANKS', kind: 'fixed', amount: 1, active: false })],
        total: 2,
      },
    },
  });

/** Sentences of the page as they read in English. */
const PROMO_ENGLISH = [
  'Codes members type at checkout. The code and its discount stay fixed once created; dates, limits and on/off can change.',
  'Create a promo code',
  'Create promo code',
  '10% off',
  '1 point off',
];

const englishLeft = (sentences: readonly string[]) =>
  sentences.filter((s) => screen.queryAllByText(s, { exact: false }).length > 0);

describe('the promo codes page', () => {
  it('reads as before in English, a single point off included', async () => {
    const { user } = promoCodes();
    expect(await screen.findByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('1 point off')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SHINE10' }));
    expect(screen.getByText('(10% off, used 1 time)')).toBeInTheDocument();
    expect(englishLeft(PROMO_ENGLISH)).toEqual(PROMO_ENGLISH);
  });

  it('is all German in German: discounts, states, the editor and the form', async () => {
    await showInTest('de');
    const { user } = promoCodes();
    expect(await screen.findByRole('heading', { name: 'Aktionscodes' })).toBeInTheDocument();
    expect(await screen.findByText('10 % Rabatt')).toBeInTheDocument();
    expect(screen.getByText('1 Punkt Rabatt')).toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Aus')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktionscode anlegen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SHINE10' }));
    expect(screen.getByText('(10 % Rabatt, 1 Mal genutzt)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ausschalten' })).toBeInTheDocument();
    expect(englishLeft([...PROMO_ENGLISH, 'Switch off', 'Uses per member', 'Blank: no limit'])).toEqual([]);
  });
});
