// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import {
  ManagementStatementScreen,
  PayItForwardStatementScreen,
  PointsStatementScreen,
} from './StatementScreens';

const EMPTY = { report: [], nextCursor: null, timeZone: 'Europe/London' };

const ENGLISH = [
  'Points Statement',
  'Every point in and out of the points you can redeem.',
  'Peer to Peer Recognition Statement',
  'Your Pay It Forward allowance and the points you have passed on.',
];

describe('the statements in other languages', () => {
  it('in English keep the wording as it was', async () => {
    renderScreen(<PointsStatementScreen />, { path: '/statement', api: { 'report.statement': EMPTY } });
    await screen.findByRole('heading', { level: 1, name: 'Points Statement' });
    expect(screen.getByText('Every point in and out of the points you can redeem.')).toBeVisible();
  });

  it('in German show their titles and introductions in German', async () => {
    await showInTest('de');
    renderScreen(<PointsStatementScreen />, { path: '/statement', api: { 'report.statement': EMPTY } });
    await screen.findByRole('heading', { level: 1, name: 'Punkte-Kontoauszug' });
    expect(
      screen.getByText('Jeder Punkt, der Ihren einlösbaren Punkten gutgeschrieben oder abgezogen wurde.'),
    ).toBeVisible();
    renderScreen(<PayItForwardStatementScreen />, {
      path: '/payitforwardstatement',
      api: { 'report.payitforwardstatement': EMPTY },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kontoauszug Anerkennung unter Kollegen' });
    expect(
      screen.getByText('Ihr Pay-It-Forward-Kontingent und die Punkte, die Sie weitergegeben haben.'),
    ).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('in Arabic show their titles and introductions in Arabic', async () => {
    await showInTest('ar');
    renderScreen(<ManagementStatementScreen />, {
      path: '/managementstatement',
      member: { isManager: true },
      api: { 'report.managementstatement': EMPTY },
    });
    await screen.findByRole('heading', { level: 1, name: 'كشف الإدارة' });
    expect(screen.getByText('ميزانية التقدير الخاصة بك (للتقدير) وما منحته منها.')).toBeVisible();
    expect(screen.queryByText('Management Statement')).toBeNull();
    expect(
      screen.queryByText('Your recognition budget (TO RECOGNISE) and what you have awarded from it.'),
    ).toBeNull();
  });
});
