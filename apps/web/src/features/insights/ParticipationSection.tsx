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
  first: string,
  previous?: Map<string, TParticipationRow>,
): Column<TParticipationRow>[] => [
  { key: 'label', header: first, cell: (r) => r.label, primary: true },
  { key: 'members', header: 'Members', cell: (r) => showCount(r.members), align: 'right', nowrap: true },
  { key: 'gave', header: 'Gave', cell: (r) => showCount(r.gave), align: 'right', nowrap: true },
  { key: 'gaveShare', header: 'Gave %', cell: (r) => showShare(r.gaveShare), align: 'right', nowrap: true },
  { key: 'received', header: 'Received', cell: (r) => showCount(r.received), align: 'right', nowrap: true },
  {
    key: 'receivedShare',
    header: 'Received %',
    cell: (r) => showShare(r.receivedShare),
    align: 'right',
    nowrap: true,
  },
  ...(previous
    ? [
        {
          key: 'previous',
          header: 'Received % before',
          cell: (r: TParticipationRow) => showShare(previous.get(r.key)?.receivedShare),
          align: 'right' as const,
          nowrap: true,
        },
      ]
    : []),
];

const SHARES = seriesOf([
  ['gaveShare', 'Gave'],
  ['receivedShare', 'Received'],
]);
const WITH_BEFORE = seriesOf([
  ['gaveShare', 'Gave'],
  ['receivedShare', 'Received'],
  ['before', 'Received before'],
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
  const query = usePagedSection(insightsQueries.participation(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const before = (rows: readonly TParticipationRow[]) => (compare ? byKey(rows) : undefined);
        const o = current.overall;
        const p = previous.overall;
        const series = compare ? WITH_BEFORE : SHARES;
        const groups = [
          {
            title: 'By division',
            first: 'Division',
            rows: current.byDivision,
            prev: before(previous.byDivision),
          },
          {
            title: 'By cluster',
            first: 'Cluster',
            rows: current.byCluster,
            prev: before(previous.byCluster),
          },
          {
            title: 'By manager',
            first: 'Manager',
            rows: current.byManager,
            prev: before(previous.byManager),
          },
        ].filter((g) => g.rows.length > 1 || g.first === 'Manager');
        return (
          <>
            <StatTiles
              label="Participation"
              tiles={[
                comparedTile('Members', o.members, p.members, { compare }),
                comparedTile('Gave recognition', o.gaveShare, p.gaveShare, { compare, kind: 'share' }),
                comparedTile('Received recognition', o.receivedShare, p.receivedShare, {
                  compare,
                  kind: 'share',
                }),
              ]}
            />
            <ChartGrid>
              <ChartCard
                title="Participation by month"
                description="Share of members who gave and who received at least one recognition."
                chart={<TrendLines data={current.trend} dataKey="label" series={SHARES} percent />}
                columns={shareColumns('Month')}
                rows={current.trend}
                rowKey={(r) => r.key}
              />
              {groups.map((g) => (
                <ChartCard
                  key={g.title}
                  title={`Participation ${g.title.toLowerCase()}`}
                  description={
                    g.first === 'Manager' && query.hasNextPage
                      ? `Of the first ${g.rows.length} managers by surname, the ${Math.min(CHART_ROWS, g.rows.length)} that recognition reached least; the table loads the rest.`
                      : g.rows.length > CHART_ROWS
                        ? `The ${CHART_ROWS} that recognition reached least; the table lists all ${g.rows.length}.`
                        : undefined
                  }
                  chart={
                    <CategoryBars
                      data={groupData(leastReached(g.rows), g.prev)}
                      dataKey="label"
                      series={series}
                      percent
                    />
                  }
                  columns={shareColumns(g.first, g.prev)}
                  rows={g.rows}
                  rowKey={(r) => r.key}
                  more={g.first === 'Manager' && <LoadMoreButton query={query} />}
                />
              ))}
            </ChartGrid>
          </>
        );
      }}
    </SectionBody>
  );
}
