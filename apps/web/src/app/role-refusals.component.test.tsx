// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AdhocRecognitionScreen, PointsRecognitionScreen } from '../features/recognition/RewardScreen';
import { ManagementReportScreen } from '../features/reports/ManagementReportScreen';
import { ManagerBalancesScreen } from '../features/reports/ManagerBalancesScreen';
import { ManagementStatementScreen } from '../features/statements/StatementScreens';
import { renderScreen } from '../test/render-screen';

/**
 * The screens a plain member (no manager or reports role) may open but not use: each says why
 * in the specification's words, under its own heading, and asks the server for nothing (the
 * fake API fails the test on any call it was given no answer for). The refusals' layout and axe
 * are the every-route walk's (e2e/every-route-member.spec.ts).
 */
const REFUSALS: [string, string, () => ReactElement, string][] = [
  [
    '/adhocrecognition',
    'Ad hoc recognition',
    () => <AdhocRecognitionScreen />,
    'Only a manager may access this module.',
  ],
  ['/rewardtrfcustom', 'Points recognition', () => <PointsRecognitionScreen />, 'Module not implemented'],
  [
    '/reportmanagement',
    'Management Report',
    () => <ManagementReportScreen />,
    'Only a manager may access this module.',
  ],
  [
    '/managementstatement',
    'Management Statement',
    () => <ManagementStatementScreen />,
    'Only a manager may access this module.',
  ],
  [
    '/reportmanagerbalances',
    'Manager Balances',
    () => <ManagerBalancesScreen />,
    'Only authoirised personel may access this module.',
  ],
];

describe('screens a member may not use', () => {
  for (const [path, heading, Screen, message] of REFUSALS)
    it(`${path} says “${message}” to a member without the role`, () => {
      const { api } = renderScreen(<Screen />, { path, member: { isManager: false, isAdminReports: false } });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(screen.getByText(message)).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      expect(api.bodiesOf('report.reportmanagement')).toEqual([]);
    });
});
