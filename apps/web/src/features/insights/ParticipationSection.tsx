import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TInsightsBody, TParticipationRow } from './types';
import type { Column } from '../../components/ReportTable';
import { insightsQueries } from './api';
import { usePagedSection } from './paged';
import { LoadMoreButton } from '../../components/ReportPage';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, seriesOf, TrendLines } from '../../components/charts/charts';
import { chartLabel, showCount, showShare } from '../../components/charts/figures';
import { SectionBody } from './Section';
import { comparedTile, StatTiles } from '../../components/charts/StatTiles';

const shareColumns = (
  i18n: I18n,
  first: string,
  previous?: Map<string, TParticipationRow>,
): Column<TParticipationRow>[] => [
  { key: 'label', header: first, cell: (r) => r.label, primary: true },
  {
    key: 'members',
    header: i18n._(msg`Members`),
    cell: (r) => showCount(r.members),
    align: 'right',
    nowrap: true,
  },
  { key: 'gave', header: i18n._(msg`Gave`), cell: (r) => showCount(r.gave), align: 'right', nowrap: true },
  {
    key: 'gaveShare',
    header: i18n._(msg`Gave %`),
    cell: (r) => showShare(r.gaveShare),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'received',
    header: i18n._(msg`Received`),
    cell: (r) => showCount(r.received),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'receivedShare',
    header: i18n._(msg`Received %`),
    cell: (r) => showShare(r.receivedShare),
    align: 'right',
    nowrap: true,
  },
  ...(previous
    ? [
        {
          key: 'previous',
          header: i18n._(msg`Received % before`),
          cell: (r: TParticipationRow) => showShare(previous.get(r.key)?.receivedShare),
          align: 'right' as const,
          nowrap: true,
        },
      ]
    : []),
];

/** Who gave and who received, and (when comparing) who received in the period before. */
const shares = (i18n: I18n, withBefore: boolean) =>
  seriesOf([
    ['gaveShare', i18n._(msg`Gave`)],
    ['receivedShare', i18n._(msg`Received`)],
    ...(withBefore ? [['before', i18n._(msg`Received before`)] as const] : []),
  ]);

/** Bars of who gave and who received, per group; comparing adds last period's received share. */
function groupData(rows: readonly TParticipationRow[], previous?: Map<string, TParticipationRow>) {
  return rows.map((r) => ({
    label: chartLabel(r.label, r.suppressed),
    gaveShare: r.gaveShare,
    receivedShare: r.receivedShare,
    before: previous?.get(r.key)?.receivedShare ?? null,
  }));
}

/** A chart stays readable with this many bars; the table behind it lists every group. */
export const CHART_ROWS = 15;

/** The groups recognition reaches least first: those are the ones a reader looks for. */
function leastReached(rows: readonly TParticipationRow[]): readonly TParticipationRow[] {
  if (rows.length <= CHART_ROWS) return rows;
  return [...rows]
    .filter((r) => r.receivedShare !== null)
    .sort((a, b) => a.receivedShare! - b.receivedShare!)
    .slice(0, CHART_ROWS);
}

const byKey = (rows: readonly TParticipationRow[]) => new Map(rows.map((r) => [r.key, r]));

/** Share of members who gave and received recognition: overall, by month, division, cluster, manager. */
export function ParticipationSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const { t, i18n } = useLingui();
  const query = usePagedSection(insightsQueries.participation(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const before = (rows: readonly TParticipationRow[]) => (compare ? byKey(rows) : undefined);
        const o = current.overall;
        const p = previous.overall;
        const series = shares(i18n, compare);
        const groups = [
          {
            key: 'division',
            title: t`Participation by division`,
            first: t`Division`,
            rows: current.byDivision,
            prev: before(previous.byDivision),
          },
          {
            key: 'cluster',
            title: t`Participation by cluster`,
            first: t`Cluster`,
            rows: current.byCluster,
            prev: before(previous.byCluster),
          },
          {
            key: 'manager',
            title: t`Participation by manager`,
            first: t`Manager`,
            rows: current.byManager,
            prev: before(previous.byManager),
          },
        ].filter((g) => g.rows.length > 1 || g.key === 'manager');
        const description = (key: string, loaded: number) => {
          const drawn = showCount(Math.min(CHART_ROWS, loaded));
          if (key === 'manager' && query.hasNextPage)
            return plural(loaded, {
              one: `Of the first # manager by surname, the ${drawn} that recognition reached least; the table loads the rest.`,
              other: `Of the first # managers by surname, the ${drawn} that recognition reached least; the table loads the rest.`,
            });
          if (loaded <= CHART_ROWS) return undefined;
          const chartRows = showCount(CHART_ROWS);
          const all = showCount(loaded);
          return t`The ${chartRows} that recognition reached least; the table lists all ${all}.`;
        };
        return (
          <>
            <StatTiles
              label={t`Participation`}
              tiles={[
                comparedTile(t`Members`, o.members, p.members, { compare }),
                comparedTile(t`Gave recognition`, o.gaveShare, p.gaveShare, { compare, kind: 'share' }),
                comparedTile(t`Received recognition`, o.receivedShare, p.receivedShare, {
                  compare,
                  kind: 'share',
                }),
              ]}
            />
            <ChartGrid>
              <ChartCard
                title={t`Participation by month`}
                description={t`Share of members who gave and who received at least one recognition.`}
                chart={
                  <TrendLines data={current.trend} dataKey="label" series={shares(i18n, false)} percent />
                }
                columns={shareColumns(i18n, t`Month`)}
                rows={current.trend}
                rowKey={(r) => r.key}
              />
              {groups.map((g) => (
                <ChartCard
                  key={g.key}
                  title={g.title}
                  description={description(g.key, g.rows.length)}
                  chart={
                    <CategoryBars
                      data={groupData(leastReached(g.rows), g.prev)}
                      dataKey="label"
                      series={series}
                      percent
                    />
                  }
                  columns={shareColumns(i18n, g.first, g.prev)}
                  rows={g.rows}
                  rowKey={(r) => r.key}
                  more={g.key === 'manager' && <LoadMoreButton query={query} />}
                />
              ))}
            </ChartGrid>
          </>
        );
      }}
    </SectionBody>
  );
}
