import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Rating, Text } from '@mantine/core';
import { IconReportSearch } from '@tabler/icons-react';
import { report, ROLE_TEXTS, type TQuarterlyAwardRow } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ServerCsvButton } from '../../components/CsvExportButton';
import { MonthSelect, monthLabel, useMonths } from '../../components/MonthSelect';
import { PrintButton } from '../../components/PrintButton';
import { PagedReportTable, ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { loadedRows } from '../../components/report-paging';
import type { Column } from '../../components/ReportTable';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formatDateTime } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';
import { nominationQueries } from './api';
import { PersonCell } from './PersonCell';

const TITLE = msg`Quarterly Award Report`;

/**
 * On a phone each nomination is a card titled by its nominee; dates in the company's zone.
 * Headers in the language shown when the columns are made (the screen makes them again when it changes).
 */
const columnsIn = (timeZone?: string): readonly Column<TQuarterlyAwardRow>[] => [
  { key: 'no', header: t`No`, cell: (r) => r.nomSerialNum, align: 'right', nowrap: true },
  { key: 'date', header: t`Date`, cell: (r) => formatDateTime(r.dateCreated, timeZone), nowrap: true },
  { key: 'cat', header: t`Category`, cell: (r) => r.nomCat, nowrap: true },
  {
    key: 'nominee',
    header: t`Nominee`,
    primary: true,
    cell: (r) => (
      <PersonCell name={r.nomineeMember} number={r.nomineeMemberNumber} division={r.nomineeDivision} />
    ),
  },
  {
    key: 'by',
    header: t`Nominated by`,
    cell: (r) => <PersonCell name={r.byMember} number={r.byMemberNumber} division={r.byDivision} />,
  },
  {
    key: 'reviewer',
    header: t`Reviewer`,
    cell: (r) => (
      <PersonCell name={r.reviewerMember} number={r.reviewerMemberNumber} division={r.reviewerDivision} />
    ),
  },
  {
    key: 'rating',
    header: t`Rating`,
    // A read-only Rating is a plain picture of stars: the wrapper names it for screen readers.
    cell: ({ reviewRating: rating }) => (
      <span role="img" aria-label={t`${rating} out of 5 stars`}>
        <Rating value={rating} readOnly size="sm" />
      </span>
    ),
    nowrap: true,
  },
  {
    key: 'points',
    header: t`Points`,
    cell: (r) => formatPoints(r.reviewPointsValue),
    align: 'right',
    nowrap: true,
  },
  { key: 'reason', header: t`Reason`, cell: (r) => r.reason },
  { key: 'motivation', header: t`Quarterly motivation`, cell: (r) => r.quarterlyMotivation },
];

/** "March 2026 to May 2026" under a printed report. */
const monthRange = (start: string, end: string) => t`${start} to ${end}`;

/** /reportquarterlyawards: the quarterly winners between two months. */
export function QuarterlyAwardReportScreen() {
  const member = useMember();
  const { i18n } = useLingui();
  if (!member.isAdminReports)
    return <ScreenNotice heading={i18n._(TITLE)}>{sayText(ROLE_TEXTS.authorised)}</ScreenNotice>;
  return <QuarterlyAwardReport />;
}

function QuarterlyAwardReport() {
  const { months, month: to, setMonth: setTo } = useMonths();
  // From the start of the last three months by default: a quarter's winners at a glance.
  const [from, setFrom] = useState(months[Math.min(2, months.length - 1)]?.value ?? to);
  // Its months are filled in, so it loads on opening; Load Report loads other months.
  const [loaded, setLoaded] = useState<{ from: string; to: string } | null>(() => ({ from, to }));
  const query = useInfiniteQuery({
    ...nominationQueries.quarterlyAwards(loaded?.from ?? '', loaded?.to ?? ''),
    enabled: loaded !== null,
  });
  const { rows, timeZone } = loadedRows(query.data);
  const { i18n, t } = useLingui();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers follow the language
  const columns = useMemo(() => columnsIn(timeZone), [timeZone, i18n.locale]);
  const title = i18n._(TITLE);
  const backwards = from > to;
  return (
    <ReportPage
      title={title}
      intro={t`Nominations marked as quarterly winners, by the month they were made.`}
      printNote={
        loaded ? monthRange(monthLabel(months, loaded.from), monthLabel(months, loaded.to)) : undefined
      }
      loading={loaded !== null && query.isPending}
      error={query.error}
      toolbar={
        <>
          <MonthSelect label={t`From month`} months={months} value={from} onChange={setFrom} />
          <MonthSelect label={t`To month`} months={months} value={to} onChange={setTo} />
          <Button
            className="button-wraps"
            leftSection={<IconReportSearch size={18} aria-hidden />}
            disabled={backwards}
            onClick={() => setLoaded({ from, to })}
          >
            <Trans>Load Report</Trans>
          </Button>
          <ToolbarSpacer />
          <PrintButton disabled={!rows.length} />
          <ServerCsvButton
            call={report.quarterlyawardscsv}
            body={{ selMonthFrom: loaded?.from ?? from, selMonthTo: loaded?.to ?? to, awardStatus: 'W' }}
            disabled={!rows.length}
          />
        </>
      }
    >
      {backwards && (
        <ScreenNotice>
          <Trans>The from month must not be after the to month.</Trans>
        </ScreenNotice>
      )}
      {loaded ? (
        <>
          <PagedReportTable
            query={query}
            label={title}
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.nomId)}
            minWidth={1040}
          />
        </>
      ) : (
        <Text c="dimmed">
          <Trans>Choose the months and select Load Report.</Trans>
        </Text>
      )}
    </ReportPage>
  );
}

export default QuarterlyAwardReportScreen;
