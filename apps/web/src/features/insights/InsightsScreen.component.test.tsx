// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { CallResponse, insights } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import InsightsScreen from './InsightsScreen';

const MANAGER = { isManager: true, divisionCode: 'RET' };

const SCOPES: CallResponse<typeof insights.scopes> = {
  defaultScope: { kind: 'team' },
  team: true,
  company: false,
  divisions: [],
  clusters: [],
  currentMonth: '2026-11',
  timeZone: 'Europe/London',
};

/** A manager's own team: nobody withheld, one colleague unrecognised for 30 days, few recipients. */
const FAIRNESS: CallResponse<typeof insights.fairness> = (() => {
  const figures = {
    unrecognised: [
      {
        days: 30,
        members: 6,
        count: 1,
        share: 1 / 6,
        suppressed: false,
        names: [{ memberId: 7, name: 'Priya Natarajan', memberNumber: '100007', lastRecognisedAt: null }],
      },
    ],
    concentration: { recipients: 3, recognitions: 4, topTenPercentShare: null, suppressed: true },
    matrix: { divisions: [], cells: [] },
  };
  return {
    period: { from: '2026-11-01', to: '2026-11-30', label: 'November 2026' },
    previousPeriod: { from: '2026-10-01', to: '2026-10-31', label: 'October 2026' },
    scope: { kind: 'team', code: '', name: 'Hannah Okafor’s team' },
    unsuppressed: true,
    timeZone: 'Europe/London',
    current: figures,
    previous: figures,
  };
})();

function showFairness() {
  return renderScreen(<InsightsScreen />, {
    path: '/insights/fairness',
    route: '/insights/:section?',
    member: MANAGER,
    api: { 'insights.scopes': SCOPES, 'insights.fairness': FAIRNESS },
  });
}

/** Sentences of the Fairness screen in English, none of which may remain in another language. */
const ENGLISH = [
  'Whether recognition reaches everyone, and how the budget is spent.',
  'Members gone unrecognised',
  'Compare with previous period',
  'Your own team: every figure is shown, however few people it describes.',
  'Fewer than 5 recipients: not shown.',
];

describe('Insights in other languages', () => {
  it('in English keeps the wording as it was', async () => {
    showFairness();
    await screen.findByRole('heading', { level: 1, name: 'Insights: Fairness' });
    expect(
      await screen.findByRole('heading', { name: 'Your team: not recognised in 30 days' }),
    ).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.getAllByText(sentence).length).toBeGreaterThan(0);
    expect(document.title).toContain('Insights: Fairness · ');
  });

  it('in German shows the Fairness section in German, with no English sentence left', async () => {
    await showInTest('de');
    showFairness();
    await screen.findByRole('heading', { level: 1, name: 'Einblicke: Fairness' });
    expect(
      await screen.findByRole('heading', { name: 'Ihr Team: seit 30 Tagen nicht anerkannt' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mitglieder ohne Anerkennung' })).toBeVisible();
    expect(screen.getByText('Weniger als 5 Empfänger: nicht angezeigt.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Beteiligung' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Abschnitte der Einblicke' })).toBeVisible();
    expect(screen.getByText('Mit dem vorherigen Zeitraum vergleichen')).toBeInTheDocument();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
    expect(screen.queryByText('Insights: Fairness')).toBeNull();
  });

  it('in Arabic shows the Fairness section in Arabic, right to left', async () => {
    await showInTest('ar');
    showFairness();
    await screen.findByRole('heading', { level: 1, name: 'رؤى: الإنصاف' });
    expect(await screen.findByRole('heading', { name: 'فريقك: بلا تقدير منذ 30 يومًا' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'الأعضاء الذين لم يتلقوا تقديرًا' })).toBeVisible();
    expect(screen.getByText('أقل من 5 مستلمين: لا يُعرض.')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });
});
