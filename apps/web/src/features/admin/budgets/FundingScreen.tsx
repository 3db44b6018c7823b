import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { adminBudgets } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvExportButton } from '../../../components/CsvExportButton';
import { MonthSelect, useMonths } from '../../../components/MonthSelect';
import { PagedReportTable } from '../../../components/ReportPage';
import type { Column } from '../../../components/ReportTable';
import { formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { ActionButton } from '../ui/buttons';
import { budgetQueries, useLedgerExportMutation, usePayItForwardMutation } from './api';

type Line = adminBudgets.TFundingLine;

function LedgerExport() {
  const { months, month } = useMonths();
  const [fromMonth, setFrom] = useState(month);
  const [toMonth, setTo] = useState(month);
  const exportRows = useLedgerExportMutation();
  const rows = exportRows.data?.rows ?? [];
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} mb="xs">
        <Trans>Ledger export for finance</Trans>
      </Text>
      <Group align="flex-end" gap="sm">
        <MonthSelect label={t`From`} months={months} value={fromMonth} onChange={setFrom} />
        <MonthSelect label={t`To`} months={months} value={toMonth} onChange={setTo} />
        <Button
          variant="default"
          onClick={() => exportRows.mutate({ fromMonth, toMonth })}
          loading={exportRows.isPending}
        >
          <Trans>Load transfers</Trans>
        </Button>
        {exportRows.data && (
          <CsvExportButton
            header={[t`Transfer`, t`Date`, t`Type`, t`Description`, t`From`, t`To`, t`Amount`, t`Reverses`]}
            rows={() =>
              rows.map((r) => [
                r.transferId,
                r.at,
                r.type,
                r.description,
                r.from,
                r.to,
                r.amount,
                r.reversesId ?? '',
              ])
            }
            disabled={!rows.length}
          />
        )}
      </Group>
      {exportRows.error && <Text c="red">{formErrorText(exportRows.error)}</Text>}
      {exportRows.data && (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {exportRows.data.truncated
            ? t`${plural(rows.length, { one: '# transfer', other: '# transfers' })} (the first 100,000; choose fewer months).`
            : t`${plural(rows.length, { one: '# transfer', other: '# transfers' })}.`}
        </Text>
      )}
    </Paper>
  );
}

/** /admin/funding: the programme's funding account, the Pay It Forward top-up, the ledger export. */
export default function FundingScreen() {
  const { t } = useLingui();
  const statement = useInfiniteQuery(budgetQueries.fundingStatement());
  const pif = usePayItForwardMutation((s) => {
    const month = s.month;
    const points = formatPoints(s.points);
    notifySuccess(
      plural(s.members, {
        one: `${month}: # member topped up with ${points} points.`,
        other: `${month}: # members topped up with ${points} points.`,
      }),
      t`Pay It Forward top-up`,
    );
  });
  const lines = statement.data?.pages.flatMap((p) => p.lines) ?? [];
  const balance = statement.data?.pages[0]?.balance ?? 0;
  const issued = formatPoints(-balance);
  const columns: readonly Column<Line>[] = [
    { key: 'at', header: t`Date`, cell: (l) => formatDateTime(l.at), nowrap: true },
    { key: 'type', header: t`Type`, cell: (l) => l.type, nowrap: true },
    { key: 'description', header: t`Description`, cell: (l) => l.description },
    { key: 'points', header: t`Points`, cell: (l) => formatPoints(l.points), align: 'right', nowrap: true },
    {
      key: 'balance',
      header: t`Balance`,
      cell: (l) => formatPoints(l.balance),
      align: 'right',
      nowrap: true,
    },
  ];
  return (
    <AdminPage
      title={t`Funding account`}
      intro={t`Where every point starts: its balance is minus the points issued. Movements are shown newest first.`}
      query={statement}
      actions={
        <ActionButton variant="default" icon={IconRefresh} action={pif}>
          <Trans>Run this month’s Pay It Forward top-up</Trans>
        </ActionButton>
      }
    >
      {pif.error && <Text c="red">{formErrorText(pif.error)}</Text>}
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          <Trans>Balance</Trans>
        </Text>
        <Text fw={800} size="xl">
          {formatPoints(balance)}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>{issued} points issued and not returned.</Trans>
        </Text>
      </Paper>
      <LedgerExport />
      <PagedReportTable
        query={statement}
        label={t`Funding account statement`}
        columns={columns}
        rows={lines}
        rowKey={(l) => String(l.transferId)}
        minWidth={720}
      />
    </AdminPage>
  );
}
