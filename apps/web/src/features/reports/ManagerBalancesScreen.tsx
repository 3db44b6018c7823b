import { report, ROLE_MESSAGES, type TManagerBalanceRow } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { CsvExportButton } from '../../components/CsvExportButton';
import { PrintButton } from '../../components/PrintButton';
import { ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { ReportTable, type Column } from '../../components/ReportTable';
import { ScreenNotice } from '../../components/ScreenNotice';
import { callApi } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';

const TITLE = 'Manager Balances';

const columns: readonly Column<TManagerBalanceRow>[] = [
  { key: 'memberNumber', header: 'Member No', cell: (r) => r.memberNumber, nowrap: true },
  { key: 'companyName', header: 'Company', cell: (r) => r.companyName },
  { key: 'firstName', header: 'First name', cell: (r) => r.firstName },
  { key: 'surname', header: 'Surname', cell: (r) => r.surname },
  { key: 'dateCreated', header: 'Date created', cell: (r) => formatDateTime(r.dateCreated), nowrap: true },
  { key: 'memberStatus', header: 'Status', cell: (r) => r.memberStatus, nowrap: true },
  { key: 'points', header: 'Points', cell: (r) => formatPoints(r.points), align: 'right', nowrap: true },
];

const CSV_HEADER = ['Member No', 'Company', 'First Name', 'Surname', 'Date Created', 'Status', 'Points'];
const csvRow = (r: TManagerBalanceRow) => [
  r.memberNumber,
  r.companyName,
  r.firstName,
  r.surname,
  formatDateTime(r.dateCreated),
  r.memberStatus,
  r.points,
];

/** /reportmanagerbalances: every manager's remaining budget, for admin-report users. */
export function ManagerBalancesScreen() {
  const member = useMember();
  if (!member.isAdminReports) return <ScreenNotice heading={TITLE}>{ROLE_MESSAGES.authorised}</ScreenNotice>;
  return <ManagerBalances />;
}

function ManagerBalances() {
  const query = useQuery({
    queryKey: ['report', 'managerbalances'],
    queryFn: () => callApi(report.managerbalances, {}),
  });
  const rows = query.data?.report ?? [];
  return (
    <ReportPage
      title={TITLE}
      intro="The recognition budget each manager has left."
      loading={query.isPending}
      error={query.error}
      toolbar={
        <>
          <ToolbarSpacer />
          <PrintButton disabled={!rows.length} />
          <CsvExportButton header={CSV_HEADER} rows={() => rows.map(csvRow)} disabled={!rows.length} />
        </>
      }
    >
      <ReportTable label={TITLE} columns={columns} rows={rows} rowKey={(r) => r.memberNumber} />
    </ReportPage>
  );
}
