import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const shares = (i18n: I18n) =>
  seriesOf([
    ['gaveShare', i18n._(msg`Gave`)],
    ['receivedShare', i18n._(msg`Received`)],
  ]);

const trendColumns = (i18n: I18n): Column<TrendRow>[] => [
  { key: 'label', header: i18n._(msg`Month`), cell: (r) => r.label, primary: true, nowrap: true },
  {
    key: 'members',
    header: i18n._(msg`Members`),
    cell: (r) => showCount(r.members),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'gave',
    header: i18n._(msg`Gave %`),
    cell: (r) => showShare(r.gaveShare),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'received',
    header: i18n._(msg`Received %`),
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
  const { t, i18n } = useLingui();
  const summary = useQuery(reportQueries.summary(month, scope));
  const trend = useQuery(reportQueries.trend(month, scope));
  const error = summary.error ?? trend.error;
  if (error) {
    const reason = formErrorText(error);
    return (
      <Text size="sm" c="red.8" role="status">
        <Trans>Summary not available: {reason}</Trans>
      </Text>
    );
  }
  const now = summary.data?.current.overall;
  const before = summary.data?.previous.overall;
  return (
    <>
      {now && before && (
        <StatTiles
          label={t`This month at a glance`}
          tiles={[
            comparedTile(t`Members`, now.members, before.members),
            comparedTile(t`Gave recognition`, now.gaveShare, before.gaveShare, { kind: 'share' }),
            comparedTile(t`Received recognition`, now.receivedShare, before.receivedShare, {
              kind: 'share',
            }),
          ]}
        />
      )}
      {trend.data && (
        <ChartCard
          title={t`Participation over the year`}
          description={t`Share of members who gave and who received at least one recognition, month by month.`}
          chart={<TrendLines data={trend.data.current.trend} dataKey="label" series={shares(i18n)} percent />}
          columns={trendColumns(i18n)}
          rows={trend.data.current.trend}
          rowKey={(r) => r.key}
        />
      )}
    </>
  );
}
