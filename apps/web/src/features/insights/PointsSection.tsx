import type { TBudgetRow, TInsightsBody } from './types';
import type { Column } from '../../components/ReportTable';
import { insightsQueries } from './api';
import { usePagedSection } from './paged';
import { LoadMoreButton } from '../../components/ReportPage';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, seriesOf } from '../../components/charts/charts';
import { change, chartLabel, showCount, showMoney, showShare } from '../../components/charts/figures';
import { CHART_ROWS } from './ParticipationSection';
import { SectionBody } from './Section';
import { comparedTile, StatTiles } from '../../components/charts/StatTiles';

const budgetColumns = (first: string): Column<TBudgetRow>[] => [
  { key: 'label', header: first, cell: (r) => r.label, primary: true },
  ...(['allocated', 'given', 'unspent', 'expiring'] as const).map((k) => ({
    key: k,
    header: k[0]!.toUpperCase() + k.slice(1),
    cell: (r: TBudgetRow) => showCount(r[k]),
    align: 'right' as const,
    nowrap: true,
  })),
];

/** The figures shown as they are, compared with the period before: [label, field]. */
const PIF_TILES = [
  ['Pay It Forward granted', 'granted'],
  ['Pay It Forward given', 'given'],
] as const;
const SHOP_TILES = [
  ['Orders', 'orders'],
  ['Points redeemed', 'pointsRedeemed'],
  ['Points refunded', 'pointsRefunded'],
  ['Members who redeemed', 'redeemers'],
] as const;

const BUDGET_SERIES = seriesOf([
  ['allocated', 'Allocated'],
  ['given', 'Given'],
  ['unspent', 'Unspent'],
]);

/** The budgets with the most allocated, when there are too many to draw. */
const largest = (rows: readonly TBudgetRow[]) =>
  rows.length <= CHART_ROWS
    ? rows
    : [...rows].sort((a, b) => (b.allocated ?? -1) - (a.allocated ?? -1)).slice(0, CHART_ROWS);

/** Budgets allocated, given, unspent and expiring; Pay It Forward; the shop and points not yet spent. */
export function PointsSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const query = usePagedSection(insightsQueries.points(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const t = current.totals;
        const was = previous.totals;
        const pif = current.payItForward;
        const shop = current.shop;
        const tile = (label: string, now: number | null, before: number | null) =>
          comparedTile(label, now, before, { compare });
        const groups = [
          { title: 'Budgets by division', first: 'Division', rows: current.byDivision },
          { title: 'Budgets by manager', first: 'Manager', rows: current.byManager },
        ];
        return (
          <>
            <StatTiles
              label="Budgets"
              tiles={[
                tile('Points allocated', t.allocated, was.allocated),
                tile('Points given', t.given, was.given),
                tile('Points unspent', t.unspent, was.unspent),
                tile('Points expiring', t.expiring, was.expiring),
              ]}
            />
            <ChartGrid>
              {groups.map((g) => (
                <ChartCard
                  key={g.title}
                  title={g.title}
                  description={
                    g.first === 'Manager' && query.hasNextPage
                      ? `Of the first ${g.rows.length} managers by surname, the ${Math.min(CHART_ROWS, g.rows.length)} largest budgets; the table loads the rest.`
                      : g.rows.length > CHART_ROWS
                        ? `The ${CHART_ROWS} largest budgets; the table lists all ${g.rows.length}.`
                        : 'Points allocated to recognition budgets, given from them, and left at the end.'
                  }
                  chart={
                    <CategoryBars
                      data={largest(g.rows).map((r) => ({ ...r, label: chartLabel(r.label, r.suppressed) }))}
                      dataKey="label"
                      series={BUDGET_SERIES}
                      unit="pts"
                    />
                  }
                  columns={budgetColumns(g.first)}
                  rows={g.rows}
                  rowKey={(r) => r.key}
                  more={g.first === 'Manager' && <LoadMoreButton query={query} />}
                />
              ))}
            </ChartGrid>
            <StatTiles
              label="Pay It Forward"
              heading
              tiles={[
                ...PIF_TILES.map(([label, k]) => tile(label, pif[k], previous.payItForward[k])),
                {
                  label: 'Members who paid it forward',
                  value: `${showCount(pif.givers)} (${showShare(pif.giverShare)})`,
                  change: compare ? change(pif.giverShare, previous.payItForward.giverShare, 'share') : null,
                },
              ]}
            />
            <StatTiles
              label="Shop and points not yet spent"
              heading
              tiles={[
                ...SHOP_TILES.map(([label, k]) => tile(label, shop[k], previous.shop[k])),
                tile('Points not yet spent', current.liability.points, previous.liability.points),
                ...current.liability.money.map((m) => ({
                  label: `Not yet spent, in ${m.currency}`,
                  value: showMoney(m.amount, m.currencySymbol),
                })),
              ]}
            />
          </>
        );
      }}
    </SectionBody>
  );
}
