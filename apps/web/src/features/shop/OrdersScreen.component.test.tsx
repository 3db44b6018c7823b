// @vitest-environment happy-dom
import { shop } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { shopInfo } from '../../test/shop';
import { OrdersScreen } from './OrdersScreen';

const NOT_ISSUED = 'The voucher codes of this line have not been issued yet. Please look again later.';

/** One order of two lines: `statusId`, and each line's dispatch status and whether it has codes. */
function ordersWith(statusId: string, lines: Array<{ dispatchStatus: number; hasVoucherCodes: boolean }>) {
  return shop.orders.response.parse({
    orders: [
      {
        memberOrderId: 1,
        orderNum: 'BB000001',
        orderDate: '2026-12-01T10:00:00.000Z',
        orderStatusId: statusId,
        orderStatusDesc: statusId.startsWith('30') ? 'Complete' : 'In Progress',
        totalGrandTotal: 20,
        totalDiscount: 0,
        VoucherCode: '',
        totalDue: 20,
        itemCount: lines.length,
        cardPaid: '',
      },
    ],
    orderDetails: lines.map((line, i) => ({
      memberOrderId: 1,
      memberOrderItemId: 10 + i,
      productCode: `P${i}`,
      itemDescription: `Gift card ${i + 1}`,
      itemQty: 1,
      itemPrice: 10,
      itemTotal: 10,
      ...line,
    })),
    inf: shopInfo,
  });
}

describe('View Voucher Codes on Recent Orders', () => {
  it('follows the spec’s rule alone: status 30 and dispatch 4, codes issued or not', async () => {
    const { user, api } = renderScreen(<OrdersScreen />, {
      path: '/orders',
      api: {
        'shop.orders': ordersWith('30.1', [
          { dispatchStatus: 4, hasVoucherCodes: false },
          { dispatchStatus: 2, hasVoucherCodes: true },
        ]),
        'shop.getVoucherCodeMessage': { message: `<p>${NOT_ISSUED}</p>` },
      },
    });
    const lines = await screen.findAllByRole('list', { name: 'Lines of order BB000001' });
    const list = lines[0]!;
    expect(within(list).getByRole('button', { name: 'View Voucher Codes of Gift card 1' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'View Voucher Codes of Gift card 2' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'View Voucher Codes of Gift card 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Codes' });
    expect(await within(dialog).findByText(NOT_ISSUED)).toBeVisible();
    expect(api.bodiesOf('shop.getVoucherCodeMessage')).toEqual([{ memberOrderItemId: 10 }]);
  });

  it('shows no link before the order is complete', async () => {
    renderScreen(<OrdersScreen />, {
      path: '/orders',
      api: { 'shop.orders': ordersWith('20', [{ dispatchStatus: 4, hasVoucherCodes: true }]) },
    });
    const lines = await screen.findAllByRole('list', { name: 'Lines of order BB000001' });
    expect(within(lines[0]!).queryByRole('button', { name: /View Voucher Codes/ })).toBeNull();
  });
});

describe('Recent Orders in another language', () => {
  const answers = { 'shop.orders': ordersWith('30.1', [{ dispatchStatus: 4, hasVoucherCodes: true }]) };
  const english = [
    'Recent Orders',
    'Your orders from the rewards shop.',
    'View Voucher Codes',
    'Order No: BB000001',
  ];

  it('speaks German, the order’s status named by the contract’s catalogue', async () => {
    await showInTest('de');
    renderScreen(<OrdersScreen />, { path: '/orders', api: answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Letzte Bestellungen' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Bestellungen aus dem Prämienshop.')).toBeInTheDocument();
    expect((await screen.findAllByText('Bestellnr.: BB000001')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('button', { name: 'Gutscheincodes für Gift card 1 anzeigen' }).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Abgeschlossen').length).toBeGreaterThan(0);
    expect(screen.queryByText('Complete')).toBeNull();
    for (const text of english) expect(screen.queryByText(text)).toBeNull();
  });

  it('speaks Arabic', async () => {
    await showInTest('ar');
    renderScreen(<OrdersScreen />, { path: '/orders', api: answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات الأخيرة' })).toBeInTheDocument();
    expect((await screen.findAllByText('رقم الطلب: BB000001')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'عرض رموز القسائم لـ Gift card 1' }).length).toBeGreaterThan(
      0,
    );
    for (const text of english) expect(screen.queryByText(text)).toBeNull();
  });
});
