import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TInsightsBody } from './types';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../components/ReportTable';
import { insightsQueries, type ValuesData } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, countSeries, seriesOf } from '../../components/charts/charts';
import { showCount } from '../../components/charts/figures';
import { SectionBody } from './Section';

type Figures = ValuesData['current'];
interface ValueRow {
  value: string;
  count: number | null;
  before: number | null;
}
type Cell = Figures['byDivision'][number];

/** Values drawn in their own colour; the rest share one "Other" band so colours stay apart. */
const DRAWN_VALUES = 6;

/**
 * One bar per division, stacked by value: the most recognised values each in their own colour,
 * the rest together as Other (a withheld count adds nothing to Other).
 */
function stackedByDivision(figures: Figures, other: string) {
  const ranked = [...figures.totals].sort((a, b) => (b.count ?? -1) - (a.count ?? -1)).map((t) => t.value);
  const drawn = new Set(ranked.slice(0, DRAWN_VALUES));
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const cell of figures.byDivision) {
    const row = rows.get(cell.division) ?? { label: cell.divisionName };
    const key = drawn.has(cell.value) ? cell.value : 'Other';
    row[key] = drawn.has(cell.value) ? cell.count : Number(row[key] ?? 0) + (cell.count ?? 0);
    rows.set(cell.division, row);
  }
  const names = [...drawn, ...(ranked.length > DRAWN_VALUES ? ['Other'] : [])];
  return {
    data: [...rows.values()],
    series: seriesOf(names.map((v) => [v, v === 'Other' ? other : v] as const)),
  };
}

const cellColumns = (i18n: I18n): Column<Cell>[] => [
  { key: 'division', header: i18n._(msg`Division`), cell: (c) => c.divisionName, primary: true },
  { key: 'value', header: i18n._(msg`Value`), cell: (c) => c.value },
  {
    key: 'count',
    header: i18n._(msg`Recognitions`),
    cell: (c) => showCount(c.count),
    align: 'right',
    nowrap: true,
  },
];

/** How often each company value is recognised, overall and by the recipient's division. */
export function ValuesSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const { t, i18n } = useLingui();
  const query = useQuery(insightsQueries.values(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const before = new Map(previous.totals.map((t) => [t.value, t.count]));
        const totals: ValueRow[] = current.totals.map((t) => ({
          value: t.value,
          count: t.count,
          before: before.get(t.value) ?? null,
        }));
        const totalColumns: Column<ValueRow>[] = [
          { key: 'value', header: t`Value`, cell: (r) => r.value, primary: true },
          {
            key: 'count',
            header: t`Recognitions`,
            cell: (r) => showCount(r.count),
            align: 'right',
            nowrap: true,
          },
          ...(compare
            ? [
                {
                  key: 'before',
                  header: t`Before`,
                  cell: (r: ValueRow) => showCount(r.before),
                  align: 'right' as const,
                  nowrap: true,
                },
              ]
            : []),
        ];
        const other = t`Other`;
        const stacked = stackedByDivision(current, other);
        return (
          <ChartGrid>
            <ChartCard
              title={t`Company values recognised`}
              description={t`Recognitions that carried each value.`}
              chart={
                <CategoryBars
                  data={totals.map((t) => ({ ...t }))}
                  dataKey="value"
                  series={countSeries(compare, t`Recognitions`)}
                />
              }
              columns={totalColumns}
              rows={totals}
              rowKey={(r) => r.value}
            />
            <ChartCard
              title={t`Values by division`}
              description={t`Each value’s recognitions by the recipient’s division; values beyond the ${DRAWN_VALUES} most recognised are drawn together as ${other}.`}
              chart={<CategoryBars data={stacked.data} dataKey="label" series={stacked.series} stacked />}
              columns={cellColumns(i18n)}
              rows={current.byDivision}
              rowKey={(c) => `${c.division}-${c.value}`}
            />
          </ChartGrid>
        );
      }}
    </SectionBody>
  );
}
