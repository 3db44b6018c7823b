// @vitest-environment happy-dom
import type { adminOrders } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrderRow } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render-screen';
import { OrderDetailScreen } from './OrderDetailScreen';

const line: adminOrders.TAdminOrderLine = {
  itemId: 71,
  productCode: 'VCH-50',
  description: 'Coffee voucher',
  qty: 2,
  price: 600,
  total: 1200,
  dispatchStatus: 1,
  dispatchedAt: null,
  voucherCodes: [],
};

const order = (over: Partial<adminOrders.TAdminOrder> = {}): adminOrders.TAdminOrder => ({
  ...adminOrderRow(),
  cellNum: '',
  updatedAt: '2026-12-01T10:00:00.000Z',
  reversalTransferId: null,
  lines: [line],
  cardPayment: null,
  ...over,
});

const orderPage = () =>
  renderScreen(<OrderDetailScreen />, {
    path: '/admin/shop/orders/order/7',
    route: '/admin/shop/orders/order/:orderId',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.orderget': { order: order() },
      'admin.orderdispatch': { order: order({ lines: [{ ...line, dispatchStatus: 4 }] }) },
      'admin.ordercancel': {
        order: order({ statusId: '50', statusDesc: 'Refunded', reversalTransferId: 99 }),
        pointsReturned: 1200,
        stockReturned: 2,
      },
    },
  });

describe('an order’s admin page', () => {
  it('dispatches every line and shows the order as the server answered it', async () => {
    const { user, api } = orderPage();
    const dispatchAll = await screen.findByRole('button', { name: 'Dispatch all lines' });
    await user.click(dispatchAll);
    expect(await screen.findByText('The dispatch status was changed.')).toBeInTheDocument();
    expect(api.bodiesOf('admin.orderdispatch')).toEqual([{ orderId: 7, dispatchStatus: 4 }]);
    // Every line is dispatched now, so there is nothing left to dispatch.
    expect(screen.getByRole('button', { name: 'Dispatch all lines' })).toBeDisabled();
    expect(api.bodiesOf('admin.orderget')).toHaveLength(1);
  });

  it('refunds the order with the reason once confirmed, and shows it refunded', async () => {
    const { user, api } = orderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Never arrived',
    );
    await user.click(screen.getByRole('button', { name: 'Refund order' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Refund order SO-1007? 1,200 points go back to Thandi Nkosi, and lines not yet dispatched go back in stock. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('admin.ordercancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(
      await screen.findByText('Order SO-1007 refunded: 1,200 points returned to the member.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('admin.ordercancel')).toEqual([
      { orderId: 7, how: 'refund', reason: 'Never arrived' },
    ]);
    expect(
      screen.getByText(
        'This order is refunded: its points went back to the member, and it can no longer change.',
      ),
    ).toBeInTheDocument();
  });
});
