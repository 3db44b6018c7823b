// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companyScopes,
  managerNames,
  participationAnswer,
  periodLabel,
  pointsAnswer,
} from '../../test/insights';
import { renderScreen } from '../../test/render-screen';
import InsightsScreen from './InsightsScreen';

/**
 * What Insights shows for the server's answers, and what it asks for: the by-manager lists a
 * page at a time, the period kinds and the comparison, withheld small groups, and who may open
 * it. Layout at 375 and 1280 px, axe, printing and the CSV download are e2e/insights.spec.ts.
 */
const REPORTS = { isAdminReports: true, divisionCode: 'RET' };

/** 72 managers: more than one page of 50 and fewer than two, as in the demo company. */
const MANAGERS = managerNames(72);

function openSection(section: 'participation' | 'points', small: readonly string[] = []) {
  return renderScreen(<InsightsScreen />, {
    path: `/insights/${section}`,
    route: '/insights/:section?',
    member: REPORTS,
    api: {
      'insights.scopes': companyScopes(),
      'insights.participation': (body) => participationAnswer(body, { managers: MANAGERS, small }),
      'insights.points': (body) => pointsAnswer(body, { managers: MANAGERS }),
    },
  });
}

/** Opens a card's table and resolves with its body rows' first cells (the managers' names). */
async function managersIn(user: UserEvent, card: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: card });
  await user.click(within(region).getByRole('button', { name: 'Show table' }));
  return region;
}

const namesIn = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

/** The line over the figures naming scope and period. */
const scopeLine = () => document.querySelector('[data-insights-scope]')?.textContent ?? '';

describe('Insights: the managers a page at a time', () => {
  for (const [section, card] of [
    ['participation', 'Participation by manager'],
    ['points', 'Budgets by manager'],
  ] as const)
    it(`${section}: the first 50 managers, then Load more asks for the page after them and adds the rest`, async () => {
      const { user, api } = openSection(section);
      const region = await managersIn(user, card);
      expect(namesIn(region)).toEqual(MANAGERS.slice(0, 50));
      await user.click(within(region).getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(namesIn(region)).toHaveLength(72));
      // Each manager once, in surname order, and no Load more after the last page.
      expect(namesIn(region)).toEqual(MANAGERS);
      expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
      const call = section === 'participation' ? 'insights.participation' : 'insights.points';
      expect(api.bodiesOf(call).map((b) => b.managersAfter)).toEqual([undefined, MANAGERS[49]]);
    });

  it('says the chart draws only the first page while more managers remain, and all once loaded', async () => {
    const { user } = openSection('participation');
    const region = await managersIn(user, 'Participation by manager');
    expect(
      within(region).getByText(
        'Of the first 50 managers by surname, the 15 that recognition reached least; the table loads the rest.',
      ),
    ).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(
      await within(region).findByText('The 15 that recognition reached least; the table lists all 72.'),
    ).toBeVisible();
  });

  it('a group under five reads "fewer than 5" outside a manager’s own team', async () => {
    const small = MANAGERS[60]!;
    const { user } = openSection('participation', [small]);
    const region = await managersIn(user, 'Participation by manager');
    expect(scopeLine()).toContain('Whole company');
    expect(screen.getByText('Figures that describe fewer than 5 people read “fewer than 5”.')).toBeVisible();
    // The small team is on the second page.
    expect(within(region).queryByText('fewer than 5')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    const row = (await within(region).findByRole('cell', { name: small })).closest('tr')!;
    // Members, gave, gave %, received, received %: each withheld.
    expect(within(row).getAllByText('fewer than 5')).toHaveLength(5);
  });
});

describe('Insights: the period and the comparison', () => {
  it('Quarter asks for the quarter of the current month and shows the period the answer names', async () => {
    const { user, api } = openSection('participation');
    await waitFor(() => expect(scopeLine()).toContain('Month 2026-11'));
    await user.click(screen.getByText('Quarter', { exact: true }));
    await waitFor(() => expect(scopeLine()).toContain('Quarter 2026-Q4'));
    expect(api.bodiesOf('insights.participation').map((b) => b.period)).toEqual([
      { kind: 'month', month: '2026-11' },
      { kind: 'quarter', quarter: '2026-Q4' },
    ]);
  });

  it('Year asks for the year of the current month', async () => {
    const { user, api } = openSection('participation');
    await waitFor(() => expect(scopeLine()).toContain('Month 2026-11'));
    await user.click(screen.getByText('Year', { exact: true }));
    await waitFor(() => expect(scopeLine()).toContain('Year 2026'));
    expect(api.bodiesOf('insights.participation').at(-1)!.period).toEqual({ kind: 'year', year: 2026 });
  });

  it('Custom asks for the days typed, and while one is missing asks nothing and says to choose them', async () => {
    const { user, api } = openSection('participation');
    await waitFor(() => expect(scopeLine()).toContain('Month 2026-11'));
    await user.click(screen.getByText('Custom', { exact: true }));
    await user.clear(screen.getByLabelText('From'));
    expect(screen.getByRole('status')).toHaveTextContent('Choose the first and last day of the period.');
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    const asked = api.bodiesOf('insights.participation').length;
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(scopeLine()).toContain('2026-01-01 to 2026-03-31'));
    const periods = api
      .bodiesOf('insights.participation')
      .slice(asked)
      .map((b) => b.period);
    // No request for a half-typed or backwards period: only whole ones.
    expect(periods.at(-1)).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-03-31' });
    for (const p of periods) expect(p.kind === 'custom' && p.from <= p.to).toBe(true);
  });

  it('Compare with previous period names the period compared with and each figure’s change', async () => {
    const { user } = openSection('participation');
    await waitFor(() => expect(scopeLine()).toContain('Month 2026-11'));
    expect(screen.queryByText(/on the previous period$/)).toBeNull();
    expect(scopeLine()).not.toContain('compared with');
    await user.click(screen.getByRole('switch', { name: 'Compare with previous period' }));
    expect(scopeLine()).toContain(`compared with before ${periodLabel({ kind: 'month', month: '2026-11' })}`);
    // Received recognition: 75 % now, 50 % before.
    expect(screen.getByText('+25 pts on the previous period')).toBeVisible();
  });
});

describe('who sees Insights', () => {
  it('a member without a team or reports role reads that only a manager may open it, and nothing is asked', async () => {
    const { api } = renderScreen(<InsightsScreen />, {
      path: '/insights',
      route: '/insights/:section?',
      member: { isManager: false, isAdminReports: false, isProgrammeAdmin: false },
    });
    expect(screen.getByText('Only a manager may access this module.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Insights sections' })).toBeNull();
    expect(api.bodiesOf('insights.scopes')).toEqual([]);
  });
});
