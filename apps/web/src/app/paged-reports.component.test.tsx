// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { monthsList } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { QuarterlyAwardReportScreen } from '../features/nominations/QuarterlyAwardReportScreen';
import { MyRecognitionScreen } from '../features/recognition/MyRecognitionScreen';
import { PointsStatementScreen } from '../features/statements/StatementScreens';
import { participationAnswer } from '../test/insights';
import { renderScreen } from '../test/render-screen';
import { ManagementReportScreen } from '../features/reports/ManagementReportScreen';
import { ManagerBalancesScreen } from '../features/reports/ManagerBalancesScreen';

/**
 * The paged reports' logic: which month and page they ask for, what Load more adds, how their
 * dates read. Their layout at 375 and 1280 px stays with the browser suite.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The month before this one, as the month selector offers it. */
const PREVIOUS = monthsList(new Date())[1]!;
const [YEAR, MONTH] = PREVIOUS.value.split('-') as [string, string];
// Tokyo keeps no summer time: 09:30 UTC is always 18:30 there, so a date shown in UTC is caught.
const ZONE = 'Asia/Tokyo';
/** 12 <month> <year> 09:30 UTC, as the company's zone shows it: d MMM yyyy HH:mm and d/MM/yy. */
const LONG_DATE = `12 ${MONTHS[Number(MONTH) - 1]} ${YEAR} 18:30`;
const SHORT_DATE = `12/${MONTH}/${YEAR.slice(2)}`;
const at = (month: string) => `${month}-12T09:30:00Z`;

/** The texts of one column of the report's table, by its header. */
function column(header: string): string[] {
  const table = screen.getByRole('table');
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.children[index]?.textContent ?? '');
}

async function chooseMonth(user: ReturnType<typeof renderScreen>['user'], label: string) {
  await user.click(screen.getByRole('textbox', { name: 'Month' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const managementRow = (month: string, n: number) => ({
  type: 'ADHOC',
  date: at(month),
  from: 'James Whitfield',
  fromMemberNo: '100002',
  fromDivision: 'Retail',
  to: `Colleague ${n}`,
  toMemberNo: String(200000 + n),
  toDivision: 'Finance',
  points: 100,
  value: 'Client Focus',
  message: `Thank you ${n}`,
});

describe('the Management Report’s pages', () => {
  it('asks for the chosen month a page at a time; Load more adds the next page below and goes after the last', async () => {
    const { user, api } = renderScreen(<ManagementReportScreen />, {
      path: '/reportmanagement',
      member: { isManager: true, isAdminReports: true, divisionCode: 'RET' },
      api: {
        'insights.participation': (body) => participationAnswer(body),
        // Two pages: rows 1-3 then, after the cursor, rows 4-5.
        'report.reportmanagement': (body) => ({
          report: (body.cursor === 'page-2' ? [4, 5] : [1, 2, 3]).map((n) => managementRow(body.selMonth, n)),
          nextCursor: body.cursor === 'page-2' ? null : 'page-2',
          timeZone: ZONE,
        }),
      },
    });
    await screen.findByText('Colleague 1');
    await chooseMonth(user, PREVIOUS.label);
    await screen.findByRole('button', { name: 'Load more' });
    expect(column('To')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Colleague 5')).toBeVisible();
    expect(column('To')).toEqual([1, 2, 3, 4, 5].map((n) => `Colleague ${n}${200000 + n} · Finance`));
    // Every date in the chosen month, as d MMM yyyy HH:mm in the company's zone.
    expect(column('Date')).toEqual(Array<string>(5).fill(LONG_DATE));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const sent = api.bodiesOf('report.reportmanagement').filter((b) => b.selMonth === PREVIOUS.value);
    expect(sent.map((b) => [b.cursor, b.limit])).toEqual([
      [undefined, 100],
      ['page-2', 100],
    ]);
  });
});

describe('My Recognition’s months', () => {
  it('Recognition Sent for a chosen month asks for the sent side of that month; its dates read d/MM/yy', async () => {
    const { user, api } = renderScreen(<MyRecognitionScreen />, {
      path: '/myrecognition',
      api: {
        'report.myrecognitions': (body) => ({
          report: [
            {
              type: 'ADHOC',
              date: at(body.selMonth),
              value: 'Teamwork',
              message: `${body.direction} in ${body.selMonth}`,
              points: 50,
              memberName: 'Oliver Bennett',
              memberNumber: '100005',
              picId: '',
              isFrom: body.direction === 'sent',
            },
          ],
          msgCountFrom: 1,
          rewardCountFrom: 1,
          msgCountTo: 1,
          rewardCountTo: 1,
          nextCursor: null,
          timeZone: ZONE,
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Recognition Sent' }));
    await chooseMonth(user, PREVIOUS.label);
    expect(await screen.findByText(`sent in ${PREVIOUS.value}`)).toBeVisible();
    expect(column('Date')).toEqual([SHORT_DATE]);
    expect(screen.getByRole('columnheader', { name: 'To' })).toBeVisible();
    expect(api.bodiesOf('report.myrecognitions').at(-1)).toMatchObject({
      selMonth: PREVIOUS.value,
      direction: 'sent',
    });
  });
});

describe('the statements’ and balances’ dates', () => {
  it('Manager Balances shows each Date created as d MMM yyyy HH:mm in the company’s zone', async () => {
    renderScreen(<ManagerBalancesScreen />, {
      path: '/reportmanagerbalances',
      member: { isAdminReports: true },
      api: {
        'report.managerbalances': {
          report: [
            {
              memberNumber: '100002',
              companyName: 'Northwind',
              firstName: 'James',
              surname: 'Whitfield',
              dateCreated: at(PREVIOUS.value),
              memberStatus: 'A',
              points: 1200,
            },
          ],
          nextCursor: null,
          timeZone: ZONE,
        },
      },
    });
    await screen.findByText('Northwind');
    expect(column('Date created')).toEqual([LONG_DATE]);
  });

  it('the Points Statement shows each Date as d MMM yyyy HH:mm in the company’s zone', async () => {
    renderScreen(<PointsStatementScreen />, {
      path: '/statement',
      api: {
        'report.statement': {
          report: [
            { transDate: at(PREVIOUS.value), transDescription: 'Recognition from James', pointsValue: 100 },
            { transDate: at(PREVIOUS.value), transDescription: 'Order 1001', pointsValue: -40 },
          ],
          nextCursor: null,
          timeZone: ZONE,
        },
      },
    });
    await screen.findByText('Order 1001');
    expect(column('Date')).toEqual([LONG_DATE, LONG_DATE]);
  });
});

const NOMINATION = {
  nomSerialNum: 1,
  nomId: 41,
  dateCreated: at(PREVIOUS.value),
  nomCat: 'Customer Hero',
  reason: 'Rescued the launch',
  nomineeMemberNumber: '100005',
  nomineeMember: 'Oliver Bennett',
  nomineeDivision: 'Retail',
  byMemberNumber: '100002',
  byMember: 'James Whitfield',
  byDivision: 'Retail',
  reviewerMemberNumber: '100003',
  reviewerMember: 'Priya Raman',
  reviewerDivision: 'Finance',
  reviewRating: 4,
  reviewPointsValue: 500,
  quarterlyMotivation: 'A quarter of rescues',
};

/** The window's size, which the report's phone query (max-width) reads. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height,
  });

function showQuarterlyAwards() {
  return renderScreen(<QuarterlyAwardReportScreen />, {
    path: '/reportquarterlyawards',
    member: { isAdminReports: true },
    api: { 'report.quarterlyawards': { report: [NOMINATION], nextCursor: null, timeZone: ZONE } },
  });
}

describe('the Quarterly Award Report’s rows', () => {
  afterEach(() => setViewport(1024, 768));

  it('shows each nomination’s Date as d MMM yyyy HH:mm in the company’s zone', async () => {
    showQuarterlyAwards();
    await screen.findByText('Rescued the launch');
    expect(column('Date')).toEqual([LONG_DATE]);
  });

  it('on a phone reads as one card per nominee, every column labelled', async () => {
    setViewport(375, 812);
    showQuarterlyAwards();
    const cards = await screen.findByRole('list', { name: 'Quarterly Award Report' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    const labels = [...card!.querySelectorAll('dt')].map((dt) => dt.textContent);
    for (const label of ['No', 'Date', 'Nominated by', 'Reviewer', 'Rating', 'Points', 'Reason'])
      expect(labels).toContain(label);
    const date = [...card!.querySelectorAll('dt')].find((dt) => dt.textContent === 'Date');
    expect(date?.nextElementSibling?.textContent).toBe(LONG_DATE);
  });
});
