// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMember } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { QuarterlyAwardReportScreen } from './QuarterlyAwardReportScreen';

const REPORTER = aMember({ memberNumber: '100003', isAdminReports: true });

describe('the Quarterly Award Report', () => {
  it('loads on opening with the months filled in, asking for award status W as the specification says', async () => {
    const { api } = renderScreen(<QuarterlyAwardReportScreen />, {
      path: '/reportquarterlyawards',
      member: REPORTER,
      api: { 'report.quarterlyawards': { report: [], nextCursor: null, timeZone: 'Europe/London' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Quarterly Award Report' });
    await expect.poll(() => api.bodiesOf('report.quarterlyawards').length).toBe(1);
    const [sent] = api.bodiesOf('report.quarterlyawards');
    expect(sent).toMatchObject({ awardStatus: 'W' });
    expect(sent!.selMonthFrom <= sent!.selMonthTo).toBe(true);
    expect(screen.queryByText('Choose the months and select Load Report.')).toBeNull();
  });
});
