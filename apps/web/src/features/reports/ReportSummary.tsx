import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '../../components/charts/ChartCard';
import { seriesOf, TrendLines } from '../../components/charts/charts';
import { showCount, showShare } from '../../components/charts/figures';
import { comparedTile, StatTiles } from '../../components/charts/StatTiles';
import type { Column } from '../../components/ReportTable';
import { formErrorText } from '../../lib/api';
import { reportQueries } from './api';

type Scope = { kind: 'company' } | { kind: 'division'; code: string };
interface TrendRow {
  key: string;
  label: string;
  members: number | null;
  gaveShare: number | null;
  receivedShare: number | null;
}

const SHARES = seriesOf([
  ['gaveShare', 'Gave'],
  ['receivedShare', 'Received'],
]);

const TREND_COLUMNS: Column<TrendRow>[] = [
  { key: 'label', header: 'Month', cell: (r) => r.label, primary: true, nowrap: true },
  { key: 'members', header: 'Members', cell: (r) => showCount(r.members), align: 'right', nowrap: true },
  { key: 'gave', header: 'Gave %', cell: (r) => showShare(r.gaveShare), align: 'right', nowrap: true },
  {
    key: 'received',
    header: 'Received %',
    cell: (r) => showShare(r.receivedShare),
    align: 'right',
    nowrap: true,
  },
];

/**
 * Above the Management Report's rows: the month's participation at a glance (members, who gave,
 * who received, against the month before) and the year's trend up to it.
 */
export function ReportSummary({ month, scope }: { month: string; scope: Scope }) {
  const summary = useQuery(reportQueries.summary(month, scope));
  const trend = useQuery(reportQueries.trend(month, scope));
  const error = summary.error ?? trend.error;
  if (error)
    return (
      <Text size="sm" c="red.8" role="status">
        Summary not available: {formErrorText(error)}
      </Text>
    );
  const now = summary.data?.current.overall;
  const before = summary.data?.previous.overall;
  return (
    <>
      {now && before && (
        <StatTiles
          label="This month at a glance"
          tiles={[
            comparedTile('Members', now.members, before.members),
            comparedTile('Gave recognition', now.gaveShare, before.gaveShare, { kind: 'share' }),
            comparedTile('Received recognition', now.receivedShare, before.receivedShare, { kind: 'share' }),
          ]}
        />
      )}
      {trend.data && (
        <ChartCard
          title="Participation over the year"
          description="Share of members who gave and who received at least one recognition, month by month."
          chart={<TrendLines data={trend.data.current.trend} dataKey="label" series={SHARES} percent />}
          columns={TREND_COLUMNS}
          rows={trend.data.current.trend}
          rowKey={(r) => r.key}
        />
      )}
    </>
  );
}
