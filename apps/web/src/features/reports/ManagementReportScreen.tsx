import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { report, ROLE_TEXTS, type TManagementReportRow } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerCsvButton } from '../../components/CsvExportButton';
import { MonthSelect, monthLabel, useMonths } from '../../components/MonthSelect';
import { LabelledSegments } from '../../components/LabelledSegments';
import { PrintButton } from '../../components/PrintButton';
import { PagedReportTable, ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { loadedRows } from '../../components/report-paging';
import type { Column } from '../../components/ReportTable';
import { ScreenNotice } from '../../components/ScreenNotice';
import { recognitionTypeLabel } from '../../components/recognition-types';
import { formatDateTime } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';
import { reportQueries } from './api';
import { ReportSummary } from './ReportSummary';

const TITLE = msg`Management Report`;
type Scope = 'current' | 'all';
const SCOPES: readonly { value: Scope; label: MessageDescriptor }[] = [
  { value: 'current', label: msg`Current` },
  { value: 'all', label: msg`All Divisions` },
];

function Person({ name, number, division }: { name: string; number: string; division: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {number} · {division}
      </Text>
    </>
  );
}

/** A card per recognition on a phone, titled by its type; every column shows, dates in the company's zone. */
const columnsIn = (i18n: I18n, timeZone?: string): readonly Column<TManagementReportRow>[] => [
  {
    key: 'type',
    header: i18n._(msg`Type`),
    cell: (r) => recognitionTypeLabel(r.type),
    nowrap: true,
    primary: true,
  },
  { key: 'date', header: i18n._(msg`Date`), cell: (r) => formatDateTime(r.date, timeZone), nowrap: true },
  {
    key: 'from',
    header: i18n._(msg`From`),
    cell: (r) => <Person name={r.from} number={r.fromMemberNo} division={r.fromDivision} />,
  },
  {
    key: 'to',
    header: i18n._(msg`To`),
    cell: (r) => <Person name={r.to} number={r.toMemberNo} division={r.toDivision} />,
  },
  {
    key: 'points',
    header: i18n._(msg`Points`),
    cell: (r) => formatPoints(r.points),
    align: 'right',
    nowrap: true,
  },
  { key: 'value', header: i18n._(msg`Value`), cell: (r) => r.value },
  { key: 'message', header: i18n._(msg`Message`), cell: (r) => r.message },
];

/** /reportmanagement: recognition in the manager's division for a month. */
export function ManagementReportScreen() {
  const { i18n } = useLingui();
  const member = useMember();
  if (!member.isManager)
    return <ScreenNotice heading={i18n._(TITLE)}>{sayText(ROLE_TEXTS.manager)}</ScreenNotice>;
  return <ManagementReport canSeeAll={member.isAdminReports} divisionCode={member.divisionCode} />;
}

function ManagementReport({ canSeeAll, divisionCode }: { canSeeAll: boolean; divisionCode: string }) {
  const { t, i18n } = useLingui();
  const { months, month, setMonth } = useMonths();
  const [scope, setScope] = useState<Scope>('current');
  const isAll = canSeeAll && scope === 'all';
  const query = useInfiniteQuery(reportQueries.management(month, isAll));
  const { rows, timeZone } = loadedRows(query.data);
  // Built at each render: the headers follow the language shown.
  const columns = columnsIn(i18n, timeZone);
  const scopes = SCOPES.map((s) => ({ value: s.value, label: i18n._(s.label) }));
  return (
    <ReportPage
      title={i18n._(TITLE)}
      intro={t`Recognition sent and received in your division.`}
      printNote={`${monthLabel(months, month)} · ${isAll ? i18n._(SCOPES[1]!.label) : t`Current division`}`}
      query={query}
      toolbar={
        <>
          <MonthSelect months={months} value={month} onChange={setMonth} />
          {canSeeAll && (
            <LabelledSegments label={t`Divisions`} value={scope} onChange={setScope} data={scopes} />
          )}
          <ToolbarSpacer />
          <PrintButton disabled={!rows.length} />
          <ServerCsvButton
            call={report.reportmanagementcsv}
            body={{ selMonth: month, isAll }}
            disabled={!rows.length}
          />
        </>
      }
    >
      <ReportSummary
        month={month}
        scope={isAll ? { kind: 'company' } : { kind: 'division', code: divisionCode }}
      />
      <PagedReportTable
        query={query}
        label={i18n._(TITLE)}
        columns={columns}
        rows={rows}
        rowKey={(r, i) => `${r.date}-${i}`}
        minWidth={960}
      />
    </ReportPage>
  );
}
