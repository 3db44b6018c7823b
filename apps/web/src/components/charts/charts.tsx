import { t } from '@lingui/core/macro';
import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { setAutoFreeze } from 'immer';
import { CARD_QUERY } from '../ReportTable';
import { numberFormat } from '../../lib/i18n/intl-formats';
import { suppressedText } from './figures';

/**
 * The few chart shapes insights use, sized for a phone first. Categories (divisions, managers,
 * values) are horizontal bars, one row each, so long names read across the screen instead of
 * slanting under a column; trends are lines over months. Nothing in a chart takes focus: the
 * table behind each chart is how keyboard and screen-reader users read the figures.
 */

// recharts keeps chart elements in its Redux store, whose immer drafts freeze them; Preact (the
// browser build's React) writes its bookkeeping onto those elements, so freezing breaks drawing.
setAutoFreeze(false);

export interface Series {
  name: string;
  label: string;
  color: string;
}

/** Colours that keep 3:1 against white and apart from each other. */
export const COLOURS = ['brand.7', 'orange.8', 'teal.8', 'grape.7', 'gray.7', 'red.8', 'indigo.7', 'lime.9'];

export const seriesOf = (pairs: readonly (readonly [name: string, label: string])[]): Series[] =>
  pairs.map(([name, label], i) => ({ name, label, color: COLOURS[i % COLOURS.length]! }));

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
const compact = { format: (v: number) => numberFormat(undefined, COMPACT).format(v) };
const share = (v: number) => `${Math.round(v * 100)}%`;

/** Room for the legend under a chart: on a phone its entries wrap two to a line. */
const legendHeight = (series: readonly Series[], phone: boolean) =>
  series.length < 2 ? 0 : phone ? Math.ceil(series.length / 2) * 24 + 16 : 40;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars, a row per category; height grows with the rows so none is squeezed. */
export function CategoryBars({
  data,
  dataKey,
  series,
  unit,
  percent,
  stacked,
}: {
  data: Record<string, unknown>[];
  dataKey: string;
  series: Series[];
  unit?: string;
  /** One bar per row with the series stacked along it (parts of a whole). */
  stacked?: boolean;
  /** Values are shares from 0 to 1, drawn on a 0–100 % axis. */
  percent?: boolean;
}) {
  const phone = useMediaQuery(CARD_QUERY, undefined, { getInitialValueInEffect: false });
  // A phone's labels wrap to two or three lines: each row gets the height to hold them.
  const rowHeight = series.length > 1 && !stacked ? 22 * series.length + 14 : phone ? 44 : 30;
  const legend = legendHeight(series, phone);
  const format = (v: number | null) =>
    v == null
      ? suppressedText()
      : percent
        ? share(v)
        : `${numberFormat().format(Math.round(v))}${unit ? ` ${unit}` : ''}`;
  return (
    <BarChart
      h={Math.max(140, data.length * rowHeight + 40 + legend)}
      data={data}
      dataKey={dataKey}
      series={series}
      orientation="vertical"
      type={stacked ? 'stacked' : 'default'}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom', height: legend }}
      valueFormatter={format}
      gridAxis="x"
      xAxisProps={{
        tickFormatter: (v: number) => (percent ? share(v) : compact.format(v)),
        domain: percent ? [0, 1] : undefined,
        tickCount: phone ? 3 : 5,
      }}
      yAxisProps={{
        width: phone ? 118 : 170,
        tickFormatter: (v: string) => shorten(String(v), phone ? 30 : 40),
      }}
      barChartProps={{ accessibilityLayer: false }}
      maxBarWidth={22}
    />
  );
}

/** Lines over months ('YYYY-MM' keys shown as "Mar 26"), thinned on a phone so labels never overlap. */
export function TrendLines({
  data,
  dataKey,
  series,
  percent,
}: {
  data: Record<string, unknown>[];
  dataKey: string;
  series: Series[];
  percent?: boolean;
}) {
  const phone = useMediaQuery(CARD_QUERY, undefined, { getInitialValueInEffect: false });
  const format = (v: number | null) =>
    v == null ? suppressedText() : percent ? share(v) : numberFormat().format(Math.round(v));
  return (
    <LineChart
      h={phone ? 200 : 260}
      data={data}
      dataKey={dataKey}
      series={series}
      curveType="linear"
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom', height: legendHeight(series, phone) }}
      valueFormatter={format}
      connectNulls={false}
      xAxisProps={{ tickFormatter: monthTick, interval: 'preserveStartEnd', minTickGap: phone ? 16 : 8 }}
      yAxisProps={{ tickFormatter: format, width: phone ? 44 : 60, domain: percent ? [0, 1] : undefined }}
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function monthTick(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(String(value));
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]!.slice(2)}` : String(value);
}

/** A 'count' series, or this period's beside the previous one ('before') when comparing. */
export const countSeries = (compare: boolean, label: string): Series[] =>
  seriesOf(
    compare
      ? [
          ['count', t`This period`],
          ['before', t`Previous period`],
        ]
      : [['count', label]],
  );
