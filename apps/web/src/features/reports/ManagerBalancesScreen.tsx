import { Text } from '@mantine/core';
import { report, ROLE_MESSAGES, type TManagerBalanceRow } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ServerCsvButton } from '../../components/CsvExportButton';
import { PrintButton } from '../../components/PrintButton';
import { PagedReportTable, ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { loadedRows } from '../../components/report-paging';
import type { Column } from '../../components/ReportTable';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formatDateTime } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';
import { reportQueries } from './api';

const TITLE = 'Manager Balances';

/** On a phone each manager is a card titled by name and member number; the CSV keeps the names apart. */
const columnsIn = (timeZone?: string): readonly Column<TManagerBalanceRow>[] => [
  {
    key: 'name',
    header: 'Manager',
    cell: (r) => (
      <>
        <Text size="sm" fw={600}>
          {r.firstName} {r.surname}
        </Text>
        <Text size="xs" c="dimmed">
          {r.memberNumber}
        </Text>
      </>
    ),
    primary: true,
  },
  { key: 'companyName', header: 'Company', cell: (r) => r.companyName },
  {
    key: 'dateCreated',
    header: 'Date created',
    cell: (r) => formatDateTime(r.dateCreated, timeZone),
    nowrap: true,
  },
  { key: 'memberStatus', header: 'Status', cell: (r) => r.memberStatus, nowrap: true },
  { key: 'points', header: 'Points', cell: (r) => formatPoints(r.points), align: 'right', nowrap: true },
];

/** /reportmanagerbalances: every manager's remaining budget, for admin-report users. */
export function ManagerBalancesScreen() {
  const member = useMember();
  if (!member.isAdminReports) return <ScreenNotice heading={TITLE}>{ROLE_MESSAGES.authorised}</ScreenNotice>;
  return <ManagerBalances />;
}

function ManagerBalances() {
  const query = useInfiniteQuery(reportQueries.managerBalances());
  const { rows, timeZone } = loadedRows(query.data);
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  return (
    <ReportPage
      title={TITLE}
      intro="The recognition budget each manager has left."
      query={query}
      toolbar={
        <>
          <ToolbarSpacer />
          <PrintButton disabled={!rows.length} />
          <ServerCsvButton call={report.managerbalancescsv} body={{}} disabled={!rows.length} />
        </>
      }
    >
      <PagedReportTable
        query={query}
        label={TITLE}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.memberNumber}
      />
    </ReportPage>
  );
}
