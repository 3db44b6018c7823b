import type { TInsightsBody } from './types';
import { useQuery } from '@tanstack/react-query';
import { Paper, Title } from '@mantine/core';
import { ReportTable, type Column } from '../../components/ReportTable';
import { insightsQueries, type NominationsData } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, countSeries } from '../../components/charts/charts';
import { showCount, showHours } from '../../components/charts/figures';
import { SectionBody } from './Section';
import { comparedTile, StatTiles } from '../../components/charts/StatTiles';

type Winner = NominationsData['current']['winners'][number];
interface RatingRow {
  label: string;
  count: number | null;
  before: number | null;
}

const WINNER_COLUMNS: Column<Winner>[] = [
  { key: 'quarter', header: 'Quarter', cell: (w) => w.quarter, primary: true, nowrap: true },
  { key: 'name', header: 'Winner', cell: (w) => w.name ?? 'Not in your view' },
  { key: 'division', header: 'Division', cell: (w) => w.divisionName },
  { key: 'category', header: 'Category', cell: (w) => w.nomCat },
];

const rating = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** Nominations submitted and reviewed, how long reviews take, the ratings given, and the quarters' winners. */
export function NominationsSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const query = useQuery(insightsQueries.nominations(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const before = new Map(previous.ratings.map((r) => [r.rating, r.count]));
        const ratings: RatingRow[] = current.ratings.map((r) => ({
          label: `${r.rating} of 5`,
          count: r.count,
          before: before.get(r.rating) ?? null,
        }));
        const columns: Column<RatingRow>[] = [
          { key: 'label', header: 'Rating', cell: (r) => r.label, primary: true },
          { key: 'count', header: 'Reviews', cell: (r) => showCount(r.count), align: 'right', nowrap: true },
          ...(compare
            ? [
                {
                  key: 'before',
                  header: 'Before',
                  cell: (r: RatingRow) => showCount(r.before),
                  align: 'right' as const,
                  nowrap: true,
                },
              ]
            : []),
        ];
        return (
          <>
            <StatTiles
              label="Nominations"
              tiles={[
                comparedTile('Submitted', current.submitted, previous.submitted, { compare }),
                comparedTile('Reviewed', current.reviewed, previous.reviewed, { compare }),
                { label: 'Average time to review', value: showHours(current.meanHoursToReview) },
                {
                  label: 'Average rating',
                  value:
                    current.averageRating == null
                      ? showCount(null)
                      : `${rating.format(current.averageRating)} of 5`,
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                title="Ratings given"
                description="Reviews by the rating they gave."
                chart={
                  <CategoryBars
                    data={ratings.map((r) => ({ ...r }))}
                    dataKey="label"
                    series={countSeries(compare, 'Reviews')}
                  />
                }
                columns={columns}
                rows={current.suppressed ? [] : ratings}
                rowKey={(r) => r.label}
                empty={current.suppressed ? 'Fewer than 5 nominations: not shown.' : undefined}
              />
              <Paper
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                component="section"
                aria-labelledby="insights-winners"
              >
                <Title order={3} size="h4" id="insights-winners" mb="sm">
                  Quarterly winners
                </Title>
                <ReportTable
                  label="Quarterly winners"
                  columns={WINNER_COLUMNS}
                  rows={current.winners}
                  rowKey={(w, i) => `${w.quarter}-${i}`}
                  minWidth={0}
                />
              </Paper>
            </ChartGrid>
          </>
        );
      }}
    </SectionBody>
  );
}
