import type { TInsightsBody } from './types';
import { useQuery } from '@tanstack/react-query';
import { ReportTable, type Column } from '../../components/ReportTable';
import { formatDateTime } from '../../lib/dates';
import { insightsQueries, type FairnessData } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { CategoryBars, seriesOf } from '../../components/charts/charts';
import { change, showCount, showShare } from '../../components/charts/figures';
import { SectionBody } from './Section';
import { StatTiles } from '../../components/charts/StatTiles';
import { Paper, Title } from '@mantine/core';

type Figures = FairnessData['current'];
type Gap = Figures['unrecognised'][number];
type Flow = Figures['matrix']['cells'][number] & { fromName: string; toName: string };
type Person = Gap['names'][number];

const GAP_COLUMNS: Column<Gap>[] = [
  { key: 'days', header: 'Not recognised in', cell: (g) => `${g.days} days`, primary: true },
  { key: 'count', header: 'Members', cell: (g) => showCount(g.count), align: 'right', nowrap: true },
  { key: 'share', header: 'Share', cell: (g) => showShare(g.share), align: 'right', nowrap: true },
  { key: 'of', header: 'Of', cell: (g) => showCount(g.members), align: 'right', nowrap: true },
];

const FLOW_COLUMNS: Column<Flow>[] = [
  { key: 'from', header: 'From division', cell: (f) => f.fromName, primary: true },
  { key: 'to', header: 'To division', cell: (f) => f.toName },
  { key: 'count', header: 'Recognitions', cell: (f) => showCount(f.count), align: 'right', nowrap: true },
];

const personColumns = (timeZone: string): Column<Person>[] => [
  { key: 'name', header: 'Name', cell: (p) => p.name, primary: true },
  { key: 'number', header: 'Member No', cell: (p) => p.memberNumber, nowrap: true },
  {
    key: 'last',
    header: 'Last recognised',
    cell: (p) => (p.lastRecognisedAt ? formatDateTime(p.lastRecognisedAt, timeZone) : 'Never'),
    nowrap: true,
  },
];

const SHARE = seriesOf([['share', 'Not recognised']]);
const TOP_FLOWS = 12;

/** Giving between divisions, largest flows first, with the divisions' names. */
function flows(figures: Figures): Flow[] {
  const names = new Map(figures.matrix.divisions.map((d) => [d.code, d.name]));
  return figures.matrix.cells
    .map((c) => ({ ...c, fromName: names.get(c.from) ?? c.from, toName: names.get(c.to) ?? c.to }))
    .sort((a, b) => (b.count ?? -1) - (a.count ?? -1));
}

/**
 * Who recognition misses: members without any for 30/60/90 days (by name only in a manager's own
 * team view), how much of it goes to the top tenth of recipients, and giving between divisions.
 */
export function FairnessSection({ body, compare }: { body: TInsightsBody; compare: boolean }) {
  const query = useQuery(insightsQueries.fairness(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous, timeZone }) => {
        const before = new Map(previous.unrecognised.map((g) => [g.days, g]));
        const c = current.concentration;
        const all = flows(current);
        // The 30-day list holds the 60- and 90-day ones; its last-recognised dates tell them apart.
        const named = current.unrecognised.find((g) => g.names.length > 0);
        return (
          <>
            <StatTiles
              label="Fairness"
              tiles={[
                ...current.unrecognised.map((g) => ({
                  label: `Not recognised in ${g.days} days`,
                  value: showCount(g.count),
                  change: compare ? change(g.count, before.get(g.days)?.count) : null,
                })),
                {
                  label: 'Received by the top 10 %',
                  value: showShare(c.topTenPercentShare),
                  change: compare
                    ? change(c.topTenPercentShare, previous.concentration.topTenPercentShare, 'share')
                    : null,
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                title="Members gone unrecognised"
                description="Share of active members with no recognition in the days before the period ends."
                chart={
                  <CategoryBars
                    data={current.unrecognised.map((g) => ({ label: `${g.days} days`, share: g.share }))}
                    dataKey="label"
                    series={SHARE}
                    percent
                  />
                }
                columns={GAP_COLUMNS}
                rows={current.unrecognised}
                rowKey={(g) => String(g.days)}
              />
              <ChartCard
                title="Concentration"
                description={`Recognition received by the top 10 % of recipients (${showCount(c.recipients)} recipients, ${showCount(c.recognitions)} recognitions).`}
                chart={
                  <CategoryBars
                    data={[
                      { label: 'Top 10 %', share: c.topTenPercentShare },
                      {
                        label: 'Everyone else',
                        share: c.topTenPercentShare === null ? null : 1 - c.topTenPercentShare,
                      },
                    ]}
                    dataKey="label"
                    series={seriesOf([['share', 'Share of recognition']])}
                    percent
                  />
                }
                columns={[
                  {
                    key: 'label',
                    header: 'Recipients',
                    cell: (r: { label: string; share: number | null }) => r.label,
                    primary: true,
                  },
                  {
                    key: 'share',
                    header: 'Share of recognition',
                    cell: (r) => showShare(r.share),
                    align: 'right',
                    nowrap: true,
                  },
                ]}
                rows={
                  c.suppressed
                    ? []
                    : [
                        { label: 'Top 10 %', share: c.topTenPercentShare },
                        {
                          label: 'Everyone else',
                          share: c.topTenPercentShare === null ? null : 1 - c.topTenPercentShare,
                        },
                      ]
                }
                rowKey={(r) => r.label}
                empty={c.suppressed ? 'Fewer than 5 recipients: not shown.' : undefined}
              />
              <ChartCard
                title="Recognition across divisions"
                description={
                  all.length > TOP_FLOWS
                    ? `The ${TOP_FLOWS} largest flows from one division to another; the table lists all ${all.length}.`
                    : 'Recognitions sent from members of one division to members of another.'
                }
                chart={
                  <CategoryBars
                    data={all
                      .slice(0, TOP_FLOWS)
                      .map((f) => ({ label: `${f.fromName} → ${f.toName}`, count: f.count }))}
                    dataKey="label"
                    series={seriesOf([['count', 'Recognitions']])}
                  />
                }
                columns={FLOW_COLUMNS}
                rows={all}
                rowKey={(f) => `${f.from}-${f.to}`}
              />
            </ChartGrid>
            {named &&
              [named].map((g) => (
                <Paper
                  key={g.days}
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'md' }}
                  component="section"
                  aria-label={`Not recognised in ${g.days} days`}
                >
                  <Title order={3} size="h4" mb="sm">
                    Your team: not recognised in {g.days} days
                  </Title>
                  <ReportTable
                    label={`Not recognised in ${g.days} days`}
                    columns={personColumns(timeZone)}
                    rows={g.names}
                    rowKey={(p) => String(p.memberId)}
                    minWidth={0}
                  />
                </Paper>
              ))}
          </>
        );
      }}
    </SectionBody>
  );
}
