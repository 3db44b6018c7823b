// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { CallResponse, insights } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { participationAnswer } from '../../test/insights';
import { renderScreen } from '../../test/render-screen';
import { ManagementReportScreen } from './ManagementReportScreen';

const MANAGER = { isManager: true, isAdminReports: true, divisionCode: 'RET' };

const row = (key: string, label: string) => ({
  key,
  label,
  members: 12,
  gave: 6,
  received: 9,
  gaveShare: 0.5,
  receivedShare: 0.75,
  suppressed: false,
});

/** The month's participation; no trend, so the year's chart says there is nothing to draw. */
const PARTICIPATION: CallResponse<typeof insights.participation> = (() => {
  const figures = {
    overall: row('all', 'Retail'),
    byDivision: [],
    byCluster: [],
    byManager: [],
    byManagerNext: null,
    trend: [],
  };
  return {
    period: { from: '2026-11-01', to: '2026-11-30', label: 'November 2026' },
    previousPeriod: { from: '2026-10-01', to: '2026-10-31', label: 'October 2026' },
    scope: { kind: 'division', code: 'RET', name: 'Retail' },
    unsuppressed: false,
    timeZone: 'Europe/London',
    current: figures,
    previous: figures,
  };
})();

function showReport() {
  return renderScreen(<ManagementReportScreen />, {
    path: '/reportmanagement',
    member: MANAGER,
    api: {
      'insights.participation': PARTICIPATION,
      'report.reportmanagement': {
        report: [
          {
            type: 'PIF',
            date: '2026-11-12T09:30:00Z',
            from: 'Hannah Okafor',
            fromMemberNo: '100001',
            fromDivision: 'Retail',
            to: 'Priya Natarajan',
            toMemberNo: '100007',
            toDivision: 'Retail',
            points: 1250,
            value: 'Teamwork',
            message: 'Thank you for covering Saturday',
          },
        ],
        nextCursor: null,
        timeZone: 'Europe/London',
      },
    },
  });
}

const ENGLISH = [
  'Recognition sent and received in your division.',
  'Participation over the year',
  'Gave recognition',
  'Received recognition',
];

describe('the Management Report in other languages', () => {
  it('in English keeps the wording as it was', async () => {
    showReport();
    await screen.findByRole('heading', { level: 1, name: 'Management Report' });
    expect(await screen.findByText('Thank you for covering Saturday')).toBeVisible();
    for (const sentence of ENGLISH) expect(await screen.findByText(sentence)).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Message' })).toBeVisible();
  });

  it('in German shows its headings, columns and summary in German; the message stays as written', async () => {
    await showInTest('de');
    showReport();
    await screen.findByRole('heading', { level: 1, name: 'Management-Bericht' });
    expect(await screen.findByText('Thank you for covering Saturday')).toBeVisible();
    expect(await screen.findByText('Beteiligung im Jahresverlauf')).toBeVisible();
    expect(screen.getByText('Anerkennung, die in Ihrem Bereich gesendet und erhalten wurde.')).toBeVisible();
    expect(screen.getByText('Haben Anerkennung gegeben')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Nachricht' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Alle Bereiche' })).toBeInTheDocument();
    // Points in German's own separators.
    expect(screen.getByText('1.250')).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('in Arabic shows its headings, columns and summary in Arabic', async () => {
    await showInTest('ar');
    showReport();
    await screen.findByRole('heading', { level: 1, name: 'تقرير الإدارة' });
    expect(await screen.findByText('المشاركة على مدار السنة')).toBeVisible();
    expect(screen.getByText('التقديرات المرسلة والمستلمة في قسمك.')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'الرسالة' })).toBeVisible();
    expect(screen.getByText('Thank you for covering Saturday')).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });
});

/** The report as a manager with `roles` sees it; each answer names the scope it was asked for. */
function showReportTo(roles: { isAdminReports: boolean }) {
  return renderScreen(<ManagementReportScreen />, {
    path: '/reportmanagement',
    member: { isManager: true, divisionCode: 'RET', ...roles },
    api: {
      'insights.participation': (body) => participationAnswer(body),
      'report.reportmanagement': (body) => ({
        report: [
          {
            type: 'ADHOC',
            date: '2026-11-12T09:30:00Z',
            from: 'James Whitfield',
            fromMemberNo: '100002',
            fromDivision: 'Retail',
            to: body.isAll ? 'Priya Raman' : 'Oliver Bennett',
            toMemberNo: body.isAll ? '100003' : '100005',
            toDivision: body.isAll ? 'Finance' : 'Retail',
            points: 100,
            value: 'Client Focus',
            message: 'Thank you for the client workshop',
          },
        ],
        nextCursor: null,
        timeZone: 'Europe/London',
      }),
    },
  });
}

describe('the Management Report’s divisions', () => {
  it('a manager without the reports role has no division toggle and reads their own division', async () => {
    const { api } = showReportTo({ isAdminReports: false });
    expect(await screen.findByText('Oliver Bennett')).toBeVisible();
    expect(screen.queryByText('All Divisions')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'All Divisions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(api.bodiesOf('report.reportmanagement').map((b) => b.isAll)).toEqual([false]);
    expect(api.bodiesOf('insights.participation').map((b) => b.scope)).toContainEqual({
      kind: 'division',
      code: 'RET',
    });
  });

  it('an admin-reports manager chooses All Divisions: every division’s rows and the company’s summary', async () => {
    const { user, api } = showReportTo({ isAdminReports: true });
    expect(await screen.findByText('Oliver Bennett')).toBeVisible();
    await user.click(screen.getByText('All Divisions'));
    expect(await screen.findByText('Priya Raman')).toBeVisible();
    expect(screen.queryByText('Oliver Bennett')).toBeNull();
    expect(api.bodiesOf('report.reportmanagement').map((b) => b.isAll)).toEqual([false, true]);
    await waitFor(() =>
      expect(api.bodiesOf('insights.participation').map((b) => b.scope)).toContainEqual({ kind: 'company' }),
    );
  });
});
