import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { report, ROLE_TEXTS, type TManagerBalanceRow } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useInfiniteQuery } from '@tanstack/react-query';
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

const TITLE = msg`Manager Balances`;

/** On a phone each manager is a card titled by name and member number; the CSV keeps the names apart. */
const columnsIn = (i18n: I18n, timeZone?: string): readonly Column<TManagerBalanceRow>[] => [
  {
    key: 'name',
    header: i18n._(msg`Manager`),
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
  { key: 'companyName', header: i18n._(msg`Company`), cell: (r) => r.companyName },
  {
    key: 'dateCreated',
    header: i18n._(msg`Date created`),
    cell: (r) => formatDateTime(r.dateCreated, timeZone),
    nowrap: true,
  },
  { key: 'memberStatus', header: i18n._(msg`Status`), cell: (r) => r.memberStatus, nowrap: true },
  {
    key: 'points',
    header: i18n._(msg`Points`),
    cell: (r) => formatPoints(r.points),
    align: 'right',
    nowrap: true,
  },
];

/** /reportmanagerbalances: every manager's remaining budget, for admin-report users. */
export function ManagerBalancesScreen() {
  const { i18n } = useLingui();
  const member = useMember();
  if (!member.isAdminReports)
    return <ScreenNotice heading={i18n._(TITLE)}>{sayText(ROLE_TEXTS.authorised)}</ScreenNotice>;
  return <ManagerBalances />;
}

function ManagerBalances() {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery(reportQueries.managerBalances());
  const { rows, timeZone } = loadedRows(query.data);
  // Built at each render: the headers follow the language shown.
  const columns = columnsIn(i18n, timeZone);
  return (
    <ReportPage
      title={i18n._(TITLE)}
      intro={t`The recognition budget each manager has left.`}
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
        label={i18n._(TITLE)}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.memberNumber}
      />
    </ReportPage>
  );
}
