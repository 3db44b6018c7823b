import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TInsightsBody } from './types';
import { useQuery } from '@tanstack/react-query';
import { Paper, Title } from '@mantine/core';
import { ReportTable, type Column } from '../../components/ReportTable';
import { insightsQueries, type NominationsData } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, countSeries } from '../../components/charts/charts';
import { showCount, showHours } from '../../components/charts/figures';
import { numberFormat } from '../../lib/i18n/intl-formats';
import { SectionBody } from './Section';
import { comparedTile, StatTiles } from '../../components/charts/StatTiles';

type Winner = NominationsData['current']['winners'][number];
interface RatingRow {
  label: string;
  count: number | null;
  before: number | null;
}

const winnerColumns = (i18n: I18n): Column<Winner>[] => [
  { key: 'quarter', header: i18n._(msg`Quarter`), cell: (w) => w.quarter, primary: true, nowrap: true },
  { key: 'name', header: i18n._(msg`Winner`), cell: (w) => w.name ?? i18n._(msg`Not in your view`) },
  { key: 'division', header: i18n._(msg`Division`), cell: (w) => w.divisionName },
  { key: 'category', header: i18n._(msg`Category`), cell: (w) => w.nomCat },
];

const RATING: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
/** A rating to one decimal place in the language shown ("4.5" in English, "4,5" in German). */
const showRating = (value: number) => numberFormat(undefined, RATING).format(value);

/** Nominations submitted and reviewed, how long reviews take, the ratings given, and the quarters' winners. */
export function NominationsSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const { t, i18n } = useLingui();
  const query = useQuery(insightsQueries.nominations(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous }) => {
        const before = new Map(previous.ratings.map((r) => [r.rating, r.count]));
        const ofFive = (rating: string) => t`${rating} of 5`;
        const ratings: RatingRow[] = current.ratings.map((r) => ({
          label: ofFive(showRating(r.rating)),
          count: r.count,
          before: before.get(r.rating) ?? null,
        }));
        const columns: Column<RatingRow>[] = [
          { key: 'label', header: t`Rating`, cell: (r) => r.label, primary: true },
          {
            key: 'count',
            header: t`Reviews`,
            cell: (r) => showCount(r.count),
            align: 'right',
            nowrap: true,
          },
          ...(compare
            ? [
                {
                  key: 'before',
                  header: t`Before`,
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
              label={t`Nominations`}
              tiles={[
                comparedTile(t`Submitted`, current.submitted, previous.submitted, { compare }),
                comparedTile(t`Reviewed`, current.reviewed, previous.reviewed, { compare }),
                { label: t`Average time to review`, value: showHours(current.meanHoursToReview) },
                {
                  label: t`Average rating`,
                  value:
                    current.averageRating == null
                      ? showCount(null)
                      : ofFive(showRating(current.averageRating)),
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                title={t`Ratings given`}
                description={t`Reviews by the rating they gave.`}
                chart={
                  <CategoryBars
                    data={ratings.map((r) => ({ ...r }))}
                    dataKey="label"
                    series={countSeries(compare, t`Reviews`)}
                  />
                }
                columns={columns}
                rows={current.suppressed ? [] : ratings}
                rowKey={(r) => r.label}
                empty={current.suppressed ? t`Fewer than 5 nominations: not shown.` : undefined}
              />
              <Paper
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                component="section"
                aria-labelledby="insights-winners"
              >
                <Title order={3} size="h4" id="insights-winners" mb="sm">
                  <Trans>Quarterly winners</Trans>
                </Title>
                <ReportTable
                  label={t`Quarterly winners`}
                  columns={winnerColumns(i18n)}
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
