// @vitest-environment happy-dom
import type { adminPayments } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { failure, renderScreen } from '../../test/render-screen';
import AdminOverviewScreen from './AdminOverviewScreen';
import { AdminMenuContext } from './admin-menu-context';
import { adminSections } from './admin-sections';
import LedgerAuditScreen from './LedgerAuditScreen';
import PaymentsScreen from './payments/PaymentsScreen';

const smsSpend = {
  month: '2026-12',
  sms: 1234,
  ecardSms: 1000,
  unitCost: 0.035,
  currency: 'GBP',
  cost: 43.19,
};

const overview = () =>
  renderScreen(
    <AdminMenuContext.Provider value={adminSections}>
      <AdminOverviewScreen />
    </AdminMenuContext.Provider>,
    { path: '/admin', member: { isProgrammeAdmin: true }, api: { 'admin.smsspend': smsSpend } },
  );

/** Sentences of the overview as the specification writes them in English. */
const OVERVIEW_ENGLISH = [
  'Load people, fund budgets, change settings and check the books.',
  'Fund managers’ recognition budgets, one at a time or from a CSV.',
  'Every admin change: who, what, when, before and after.',
];

const englishLeft = (sentences: readonly string[]) =>
  sentences.filter((s) => screen.queryAllByText(s, { exact: false }).length > 0);

describe('the admin overview', () => {
  it('reads as the specification writes it in English', async () => {
    overview();
    expect(await screen.findByText('SMS in December 2026: 1,234 · £43.19')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1,000 e-cards, the rest sign-up codes and vouchers; at 0.035 GBP each. Sending limits are in Settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Programme administration' })).toBeInTheDocument();
    expect(englishLeft(OVERVIEW_ENGLISH)).toEqual(OVERVIEW_ENGLISH);
  });

  it('is all German in German, numbers and months included', async () => {
    await showInTest('de');
    overview();
    expect(await screen.findByText('SMS im Dezember 2026: 1.234 · 43,19 £')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Programmverwaltung' })).toBeInTheDocument();
    expect(
      screen.getByText('Anerkennungsbudgets von Managern aufstocken, einzeln oder aus einer CSV-Datei.'),
    ).toBeInTheDocument();
    // The menu groups under each card are translated too.
    expect(screen.getAllByText('Inhalte').length).toBeGreaterThan(0);
    expect(englishLeft([...OVERVIEW_ENGLISH, 'Sending limits are in Settings.'])).toEqual([]);
  });

  it('is all Arabic in Arabic, right to left', async () => {
    await showInTest('ar');
    overview();
    expect(await screen.findByRole('heading', { name: 'إدارة البرنامج' })).toBeInTheDocument();
    expect(
      screen.getByText('تمويل ميزانيات التقدير للمديرين، واحدة تلو الأخرى أو من ملف CSV.'),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(englishLeft([...OVERVIEW_ENGLISH, 'Sending limits are in Settings.'])).toEqual([]);
  });
});

describe('the ledger audit', () => {
  const report = { ok: false, accounts: 12, transfers: 2, totalBalance: 5, problems: ['account 7: 5 ≠ 0'] };

  it('says what it found in Arabic, with the plural Arabic needs', async () => {
    await showInTest('ar');
    const { user } = renderScreen(<LedgerAuditScreen />, {
      path: '/admin/ledger-audit',
      member: { isProgrammeAdmin: true },
      api: { 'admin.ledgeraudit': report },
    });
    await user.click(screen.getByRole('button', { name: 'تشغيل التدقيق' }));
    expect(await screen.findByText('فشل تدقيق دفتر الأستاذ')).toBeInTheDocument();
    expect(screen.getByText('عُثر على مشكلة واحدة.')).toBeInTheDocument();
    // The server's own words are shown as they come.
    expect(screen.getByText('account 7: 5 ≠ 0')).toBeInTheDocument();
    expect(
      englishLeft([
        'Run the audit',
        'Ledger audit FAILED',
        'Checks that every balance equals its credits minus its debits',
        'Sum of balances',
      ]),
    ).toEqual([]);
  });

  it('says it in English as before', async () => {
    const { user } = renderScreen(<LedgerAuditScreen />, {
      path: '/admin/ledger-audit',
      member: { isProgrammeAdmin: true },
      api: { 'admin.ledgeraudit': { ...report, problems: ['a', 'b'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Run the audit' }));
    expect(await screen.findByText('Ledger audit FAILED')).toBeInTheDocument();
    expect(screen.getByText('2 problems found.')).toBeInTheDocument();
  });
});

describe('the payments page', () => {
  const payment: adminPayments.TAdminPayment = {
    paymentId: 41,
    createdAt: '2026-12-01 09:30:00',
    memberNumber: '100234',
    memberName: 'Thandi Nkosi',
    provider: 'stripe',
    providerRef: 'cs_test_1',
    status: 'paid',
    currency: 'GBP',
    amountMinor: 1250,
    moneyText: '£12.50',
    pointsHeld: 1500,
    orderNum: 'R-1001',
    refundStatus: 'failed',
    refundRef: 're_1',
    lastError: 'card_declined',
    amountMismatch: '',
  };

  const payments = () =>
    renderScreen(<PaymentsScreen />, {
      path: '/admin/shop/payments',
      member: { isProgrammeAdmin: true },
      api: {
        'admin.payments': { payments: [payment], total: 1 },
        'admin.paymentstotals': { totals: [] },
        'admin.paymentrefundretry': { payment: { ...payment, refundStatus: 'pending', lastError: '' } },
      },
    });

  it('is German in German: statuses, counts and buttons', async () => {
    await showInTest('de');
    payments();
    expect(await screen.findByRole('button', { name: 'Erstattung wiederholen' })).toBeInTheDocument();
    expect(screen.getByText('1 Zahlung')).toBeInTheDocument();
    expect(screen.getByText('bezahlt')).toBeInTheDocument();
    expect(screen.getByText('+ 1.500 Punkte')).toBeInTheDocument();
    // The member's name and the provider's words stay as they are.
    expect(screen.getByText('card_declined')).toBeInTheDocument();
    expect(
      englishLeft(['Retry refund', 'Settle stuck payments', '1 payment', 'Refund failed or waiting']),
    ).toEqual([]);
  });

  it('retries a failed refund and reads the payments again', async () => {
    const { user, api } = payments();
    await user.click(await screen.findByRole('button', { name: 'Retry refund' }));
    await waitFor(() => expect(api.bodiesOf('admin.payments')).toHaveLength(2));
    expect(api.bodiesOf('admin.paymentrefundretry')).toEqual([{ paymentId: 41 }]);
  });

  it('reads the payments again when the retry is refused too, and says why', async () => {
    const { user, api } = payments();
    api.answer('admin.paymentrefundretry', failure(400, 'The provider refused the refund.'));
    await user.click(await screen.findByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider refused the refund.');
    await waitFor(() => expect(api.bodiesOf('admin.payments')).toHaveLength(2));
  });
});
