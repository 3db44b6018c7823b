// @vitest-environment happy-dom
import type { adminCatalogue } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
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

  it('creates a code for whole days and reads the list again', async () => {
    const { user, api } = promoCodes();
    api.answer('admin.promocreate', (body) => body);
    await screen.findByText('10% off');
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WINTER');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code WINTER created.')).toBeInTheDocument();
    const today = new Date().toISOString().slice(0, 10);
    expect(api.bodiesOf('admin.promocreate')).toEqual([
      expect.objectContaining({
        code: 'WINTER',
        kind: 'percent',
        amount: 15,
        validFrom: `${today}T00:00:00.000Z`,
        validTo: `${today}T23:59:59.999Z`,
      }),
    ]);
    await waitFor(() => expect(api.bodiesOf('admin.promolist')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it('switches a code off from its editor and reads the list again', async () => {
    const { user, api } = promoCodes();
    api.answer('admin.promoupdate', (body) => ({ promo: promo({ id: body.promoId, active: false }) }));
    await user.click(await screen.findByRole('button', { name: 'SHINE10' }));
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Promo code SHINE10 saved.')).toBeInTheDocument();
    expect(api.bodiesOf('admin.promoupdate')).toEqual([
      expect.objectContaining({ promoId: 1, active: false }),
    ]);
    await waitFor(() => expect(api.bodiesOf('admin.promolist')).toHaveLength(2));
  });
});
