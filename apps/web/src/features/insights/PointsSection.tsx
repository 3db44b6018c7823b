import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const BUDGET_FIGURES = [
  ['allocated', msg`Allocated`],
  ['given', msg`Given`],
  ['unspent', msg`Unspent`],
  ['expiring', msg`Expiring`],
] as const;

const budgetColumns = (i18n: I18n, first: string): Column<TBudgetRow>[] => [
  { key: 'label', header: first, cell: (r) => r.label, primary: true },
  ...BUDGET_FIGURES.map(([k, header]) => ({
    key: k,
    header: i18n._(header),
    cell: (r: TBudgetRow) => showCount(r[k]),
    align: 'right' as const,
    nowrap: true,
  })),
];

/** The figures shown as they are, compared with the period before: [label, field]. */
const PIF_TILES: readonly (readonly [MessageDescriptor, 'granted' | 'given'])[] = [
  [msg`Pay It Forward granted`, 'granted'],
  [msg`Pay It Forward given`, 'given'],
];
const SHOP_TILES: readonly (readonly [
  MessageDescriptor,
  'orders' | 'pointsRedeemed' | 'pointsRefunded' | 'redeemers',
])[] = [
  [msg`Orders`, 'orders'],
  [msg`Points redeemed`, 'pointsRedeemed'],
  [msg`Points refunded`, 'pointsRefunded'],
  [msg`Members who redeemed`, 'redeemers'],
];

/** The chart's series: the first three budget figures, named in the language shown. */
const budgetSeries = (i18n: I18n) =>
  seriesOf(BUDGET_FIGURES.slice(0, 3).map(([k, label]) => [k, i18n._(label)] as const));

/** The budgets with the most allocated, when there are too many to draw. */
const largest = (rows: readonly TBudgetRow[]) =>
  rows.length <= CHART_ROWS
    ? rows
    : [...rows].sort((a, b) => (b.allocated ?? -1) - (a.allocated ?? -1)).slice(0, CHART_ROWS);

/** Budgets allocated, given, unspent and expiring; Pay It Forward; the shop and points not yet spent. */
export function PointsSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const { t, i18n } = useLingui();
  const query = usePagedSection(insightsQueries.points(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const totals = current.totals;
        const was = previous.totals;
        const pif = current.payItForward;
        const shop = current.shop;
        const tile = (label: string, now: number | null, before: number | null) =>
          comparedTile(label, now, before, { compare });
        const groups = [
          { key: 'division', title: t`Budgets by division`, first: t`Division`, rows: current.byDivision },
          { key: 'manager', title: t`Budgets by manager`, first: t`Manager`, rows: current.byManager },
        ];
        const series = budgetSeries(i18n);
        const notYetSpentIn = (currency: string) => t`Not yet spent, in ${currency}`;
        const description = (key: string, loaded: number) => {
          const drawn = showCount(Math.min(CHART_ROWS, loaded));
          if (key === 'manager' && query.hasNextPage)
            return plural(loaded, {
              one: `Of the first # manager by surname, the ${drawn} largest budgets; the table loads the rest.`,
              other: `Of the first # managers by surname, the ${drawn} largest budgets; the table loads the rest.`,
            });
          if (loaded > CHART_ROWS) {
            const chartRows = showCount(CHART_ROWS);
            const all = showCount(loaded);
            return t`The ${chartRows} largest budgets; the table lists all ${all}.`;
          }
          return t`Points allocated to recognition budgets, given from them, and left at the end.`;
        };
        return (
          <>
            <StatTiles
              label={t`Budgets`}
              tiles={[
                tile(t`Points allocated`, totals.allocated, was.allocated),
                tile(t`Points given`, totals.given, was.given),
                tile(t`Points unspent`, totals.unspent, was.unspent),
                tile(t`Points expiring`, totals.expiring, was.expiring),
              ]}
            />
            <ChartGrid>
              {groups.map((g) => (
                <ChartCard
                  key={g.key}
                  title={g.title}
                  description={description(g.key, g.rows.length)}
                  chart={
                    <CategoryBars
                      data={largest(g.rows).map((r) => ({ ...r, label: chartLabel(r.label, r.suppressed) }))}
                      dataKey="label"
                      series={series}
                      unit={t`pts`}
                    />
                  }
                  columns={budgetColumns(i18n, g.first)}
                  rows={g.rows}
                  rowKey={(r) => r.key}
                  more={g.key === 'manager' && <LoadMoreButton query={query} />}
                />
              ))}
            </ChartGrid>
            <StatTiles
              label={t`Pay It Forward`}
              heading
              tiles={[
                ...PIF_TILES.map(([label, k]) => tile(i18n._(label), pif[k], previous.payItForward[k])),
                {
                  label: t`Members who paid it forward`,
                  value: `${showCount(pif.givers)} (${showShare(pif.giverShare)})`,
                  change: compare ? change(pif.giverShare, previous.payItForward.giverShare, 'share') : null,
                },
              ]}
            />
            <StatTiles
              label={t`Shop and points not yet spent`}
              heading
              tiles={[
                ...SHOP_TILES.map(([label, k]) => tile(i18n._(label), shop[k], previous.shop[k])),
                tile(t`Points not yet spent`, current.liability.points, previous.liability.points),
                ...current.liability.money.map((m) => ({
                  label: notYetSpentIn(m.currency),
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
