import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** "30 days", "60 days", "90 days". */
const daysText = (days: number) => plural(days, { one: '# day', other: '# days' });

/** "Not recognised in 30 days": a tile's label and the named list's. */
const notRecognisedIn = (days: number) =>
  plural(days, { one: 'Not recognised in # day', other: 'Not recognised in # days' });

/** The heading of a manager's own team's list of names. */
const yourTeamNotRecognisedIn = (days: number) =>
  plural(days, {
    one: 'Your team: not recognised in # day',
    other: 'Your team: not recognised in # days',
  });

const gapColumns = (i18n: I18n): Column<Gap>[] => [
  { key: 'days', header: i18n._(msg`Not recognised in`), cell: (g) => daysText(g.days), primary: true },
  {
    key: 'count',
    header: i18n._(msg`Members`),
    cell: (g) => showCount(g.count),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'share',
    header: i18n._(msg({ message: 'Share', context: 'a part of a total' })),
    cell: (g) => showShare(g.share),
    align: 'right',
    nowrap: true,
  },
  { key: 'of', header: i18n._(msg`Of`), cell: (g) => showCount(g.members), align: 'right', nowrap: true },
];

const flowColumns = (i18n: I18n): Column<Flow>[] => [
  { key: 'from', header: i18n._(msg`From division`), cell: (f) => f.fromName, primary: true },
  { key: 'to', header: i18n._(msg`To division`), cell: (f) => f.toName },
  {
    key: 'count',
    header: i18n._(msg`Recognitions`),
    cell: (f) => showCount(f.count),
    align: 'right',
    nowrap: true,
  },
];

const personColumns = (i18n: I18n, timeZone: string): Column<Person>[] => [
  { key: 'name', header: i18n._(msg`Name`), cell: (p) => p.name, primary: true },
  { key: 'number', header: i18n._(msg`Member No`), cell: (p) => p.memberNumber, nowrap: true },
  {
    key: 'last',
    header: i18n._(msg`Last recognised`),
    cell: (p) => (p.lastRecognisedAt ? formatDateTime(p.lastRecognisedAt, timeZone) : i18n._(msg`Never`)),
    nowrap: true,
  },
];
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
  const { t, i18n } = useLingui();
  const query = useQuery(insightsQueries.fairness(body));
  return (
    <SectionBody query={query} compare={compare}>
      {({ current, previous, timeZone }) => {
        const before = new Map(previous.unrecognised.map((g) => [g.days, g]));
        const c = current.concentration;
        const all = flows(current);
        // The 30-day list holds the 60- and 90-day ones; its last-recognised dates tell them apart.
        const named = current.unrecognised.find((g) => g.names.length > 0);
        const topTenth = t`Top 10 %`;
        const everyoneElse = t`Everyone else`;
        const shareOfRecognition = t`Share of recognition`;
        const concentration = [
          { label: topTenth, share: c.topTenPercentShare },
          { label: everyoneElse, share: c.topTenPercentShare === null ? null : 1 - c.topTenPercentShare },
        ];
        const recipients = showCount(c.recipients);
        const recognitions = showCount(c.recognitions);
        const topFlows = showCount(TOP_FLOWS);
        const flowCount = showCount(all.length);
        // The arrow is the translator's, so a right-to-left language points it the way it reads.
        const flowLabel = (from: string, to: string) => t`${from} → ${to}`;
        return (
          <>
            <StatTiles
              label={t`Fairness`}
              tiles={[
                ...current.unrecognised.map((g) => ({
                  label: notRecognisedIn(g.days),
                  value: showCount(g.count),
                  change: compare ? change(g.count, before.get(g.days)?.count) : null,
                })),
                {
                  label: t`Received by the top 10 %`,
                  value: showShare(c.topTenPercentShare),
                  change: compare
                    ? change(c.topTenPercentShare, previous.concentration.topTenPercentShare, 'share')
                    : null,
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                title={t`Members gone unrecognised`}
                description={t`Share of active members with no recognition in the days before the period ends.`}
                chart={
                  <CategoryBars
                    data={current.unrecognised.map((g) => ({ label: daysText(g.days), share: g.share }))}
                    dataKey="label"
                    series={seriesOf([['share', t`Not recognised`]])}
                    percent
                  />
                }
                columns={gapColumns(i18n)}
                rows={current.unrecognised}
                rowKey={(g) => String(g.days)}
              />
              <ChartCard
                title={t`Concentration`}
                description={t`Recognition received by the top 10 % of recipients (${recipients} recipients, ${recognitions} recognitions).`}
                chart={
                  <CategoryBars
                    data={concentration.map((r) => ({ ...r }))}
                    dataKey="label"
                    series={seriesOf([['share', shareOfRecognition]])}
                    percent
                  />
                }
                columns={[
                  {
                    key: 'label',
                    header: t`Recipients`,
                    cell: (r: { label: string; share: number | null }) => r.label,
                    primary: true,
                  },
                  {
                    key: 'share',
                    header: shareOfRecognition,
                    cell: (r) => showShare(r.share),
                    align: 'right',
                    nowrap: true,
                  },
                ]}
                rows={c.suppressed ? [] : concentration}
                rowKey={(r) => r.label}
                empty={c.suppressed ? t`Fewer than 5 recipients: not shown.` : undefined}
              />
              <ChartCard
                title={t`Recognition across divisions`}
                description={
                  all.length > TOP_FLOWS
                    ? t`The ${topFlows} largest flows from one division to another; the table lists all ${flowCount}.`
                    : t`Recognitions sent from members of one division to members of another.`
                }
                chart={
                  <CategoryBars
                    data={all
                      .slice(0, TOP_FLOWS)
                      .map((f) => ({ label: flowLabel(f.fromName, f.toName), count: f.count }))}
                    dataKey="label"
                    series={seriesOf([['count', t`Recognitions`]])}
                  />
                }
                columns={flowColumns(i18n)}
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
                  aria-label={notRecognisedIn(g.days)}
                >
                  <Title order={3} size="h4" mb="sm">
                    {yourTeamNotRecognisedIn(g.days)}
                  </Title>
                  <ReportTable
                    label={notRecognisedIn(g.days)}
                    columns={personColumns(i18n, timeZone)}
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
