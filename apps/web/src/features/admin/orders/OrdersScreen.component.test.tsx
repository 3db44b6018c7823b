// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
import { adminOrderRow } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render-screen';
import OrdersScreen from './OrdersScreen';

const row = adminOrderRow();

const orders = () =>
  renderScreen(<OrdersScreen />, {
    path: '/admin/shop/orders',
    route: '/admin/shop/orders/*',
    member: { isProgrammeAdmin: true },
    api: { 'admin.ordersearch': { orders: [row], total: 1 } },
  });

/** Sentences of the page as they read in English. */
const ORDERS_ENGLISH = [
  'Find a shop order to see its lines and voucher codes, dispatch it, or cancel or refund it.',
  'Orders export for finance',
  'Download CSV',
  'Order or member number, or name',
  '1 order',
];

const englishLeft = (sentences: readonly string[]) =>
  sentences.filter(
    (s) =>
      screen.queryAllByText(s, { exact: false }).length > 0 || screen.queryAllByPlaceholderText(s).length > 0,
  );

describe('the orders page', () => {
  it('counts one order as one in English', async () => {
    orders();
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(englishLeft(ORDERS_ENGLISH)).toEqual(ORDERS_ENGLISH);
  });

  it('is all Arabic in Arabic, right to left, with the Arabic count', async () => {
    await showInTest('ar');
    orders();
    expect(await screen.findByText('طلب واحد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تصدير الطلبات للمالية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('رقم الطلب أو رقم العضوية، أو الاسم')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(englishLeft([...ORDERS_ENGLISH, 'Points paid', 'Placed from'])).toEqual([]);
  });
});
