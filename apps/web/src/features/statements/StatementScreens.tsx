import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { balancesOf, report, ROLE_TEXTS, type TMemberData } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMoreButton, ReportPage } from '../../components/ReportPage';
import { loadedRows } from '../../components/report-paging';
import { ScreenNotice } from '../../components/ScreenNotice';
import { StatementTable } from '../../components/StatementTable';
import { usePointsName } from '../../lib/branding';
import { useMember } from '../../lib/member-data';
import { statementQuery, type StatementCall } from './api';

interface StatementKind {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  call: StatementCall;
  /** The balance the statement runs to, as the header shows it. */
  balance(member: TMemberData): number;
}

function Statement({ kind }: { kind: StatementKind }) {
  const { i18n } = useLingui();
  const member = useMember();
  const unit = usePointsName(member.pointsName);
  const query = useInfiniteQuery(statementQuery(kind.call));
  const { rows, timeZone } = loadedRows(query.data);
  return (
    <ReportPage
      title={i18n._(kind.title)}
      intro={i18n._(kind.intro)}
      loading={query.isPending}
      error={query.error}
    >
      <StatementTable
        label={i18n._(kind.title)}
        rows={rows}
        timeZone={timeZone}
        balance={kind.balance(member)}
        unit={unit}
      />
      <LoadMoreButton query={query} />
    </ReportPage>
  );
}

const POINTS: StatementKind = {
  title: msg`Points Statement`,
  intro: msg`Every point in and out of the points you can redeem.`,
  call: report.statement,
  balance: (m) => balancesOf(m).redeem,
};

const PAY_IT_FORWARD: StatementKind = {
  title: msg`Peer to Peer Recognition Statement`,
  intro: msg`Your Pay It Forward allowance and the points you have passed on.`,
  call: report.payitforwardstatement,
  balance: (m) => balancesOf(m).payItForward,
};

const MANAGEMENT: StatementKind = {
  title: msg`Management Statement`,
  intro: msg`Your recognition budget (TO RECOGNISE) and what you have awarded from it.`,
  call: report.managementstatement,
  balance: (m) => balancesOf(m).recognise,
};

/** /statement */
export function PointsStatementScreen() {
  return <Statement kind={POINTS} />;
}

/** /payitforwardstatement */
export function PayItForwardStatementScreen() {
  return <Statement kind={PAY_IT_FORWARD} />;
}

/** /managementstatement: managers only. */
export function ManagementStatementScreen() {
  const { i18n } = useLingui();
  const member = useMember();
  if (!member.isManager)
    return <ScreenNotice heading={i18n._(MANAGEMENT.title)}>{sayText(ROLE_TEXTS.manager)}</ScreenNotice>;
  return <Statement kind={MANAGEMENT} />;
}
