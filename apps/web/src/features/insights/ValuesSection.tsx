import type { TInsightsBody } from './types';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../components/ReportTable';
import { insightsQueries, type ValuesData } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, seriesOf } from '../../components/charts/charts';
import { showCount } from '../../components/charts/figures';
import { SectionBody } from './Section';

type Figures = ValuesData['current'];
interface ValueRow {
  value: string;
  count: number | null;
  before: number | null;
}
interface DivisionRow {
  division: string;
  label: string;
  counts: Record<string, number | null>;
}

/** One row per division, a column per company value. */
function byDivision(figures: Figures): { rows: DivisionRow[]; values: string[] } {
  const values = figures.totals.map((t) => t.value);
  const rows = new Map<string, DivisionRow>();
  for (const cell of figures.byDivision) {
    const row = rows.get(cell.division) ?? { division: cell.division, label: cell.divisionName, counts: {} };
    row.counts[cell.value] = cell.count;
    rows.set(cell.division, row);
  }
  return { rows: [...rows.values()], values };
}

/** How often each company value is recognised, overall and by the recipient's division. */
export function ValuesSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
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
          { key: 'value', header: 'Value', cell: (r) => r.value, primary: true },
          {
            key: 'count',
            header: 'Recognitions',
            cell: (r) => showCount(r.count),
            align: 'right',
            nowrap: true,
          },
          ...(compare
            ? [
                {
                  key: 'before',
                  header: 'Before',
                  cell: (r: ValueRow) => showCount(r.before),
                  align: 'right' as const,
                  nowrap: true,
                },
              ]
            : []),
        ];
        const divisions = byDivision(current);
        const divisionColumns: Column<DivisionRow>[] = [
          { key: 'division', header: 'Division', cell: (r) => r.label, primary: true },
          ...divisions.values.map((v) => ({
            key: v,
            header: v,
            cell: (r: DivisionRow) => showCount(r.counts[v]),
            align: 'right' as const,
            nowrap: true,
          })),
        ];
        return (
          <ChartGrid>
            <ChartCard
              title="Company values recognised"
              description="Recognitions that carried each value."
              chart={
                <CategoryBars
                  data={totals.map((t) => ({ ...t }))}
                  dataKey="value"
                  series={seriesOf(
                    compare
                      ? [
                          ['count', 'This period'],
                          ['before', 'Previous period'],
                        ]
                      : [['count', 'Recognitions']],
                  )}
                />
              }
              columns={totalColumns}
              rows={totals}
              rowKey={(r) => r.value}
            />
            <ChartCard
              title="Values by division"
              description="Each value’s recognitions by the recipient’s division."
              chart={
                <CategoryBars
                  data={divisions.rows.map((r) => ({ label: r.label, ...r.counts }))}
                  dataKey="label"
                  series={seriesOf(divisions.values.map((v) => [v, v] as const))}
                  stacked
                />
              }
              columns={divisionColumns}
              rows={divisions.rows}
              rowKey={(r) => r.division}
            />
          </ChartGrid>
        );
      }}
    </SectionBody>
  );
}
