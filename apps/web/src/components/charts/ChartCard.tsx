import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { IconTable, IconTableOff } from '@tabler/icons-react';
import { ReportTable, type Column } from '../ReportTable';
import classes from './charts.module.css';

/**
 * One chart with the figures behind it: the chart is a picture for the eye (its name says what it
 * shows), the table behind "Show table" holds every figure for screen readers and anyone who
 * wants numbers (the section's CSV holds them too). On paper the table prints under the chart
 * whether or not it is open.
 */
export function ChartCard<R>({
  title,
  description,
  chart,
  columns,
  rows,
  rowKey,
  empty,
  more,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R, index: number): string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  /** Under the table: what loads more of its rows. */
  more?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const printing = usePrinting();
  const shown = open || printing;
  const id = useId();
  const headingId = `${id}-heading`;
  const tableId = `${id}-table`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      className={classes.chartCard}
    >
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" mt="sm">
          {empty ?? t`Nothing in this period.`}
        </Text>
      ) : (
        <div
          className={classes.chart}
          role="img"
          aria-label={t`${title}: chart; the table holds the same figures`}
        >
          {chart}
        </div>
      )}
      <Group gap="xs" mt="sm" data-print-hide>
        <Button
          variant="default"
          leftSection={open ? <IconTableOff size={18} aria-hidden /> : <IconTable size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((o) => !o)}
          disabled={rows.length === 0}
        >
          {open ? t`Hide table` : t`Show table`}
        </Button>
      </Group>
      <div id={tableId} hidden={!shown} className={classes.chartTable} data-chart-table>
        {shown && rows.length > 0 && (
          <ReportTable label={title} columns={columns} rows={rows} rowKey={rowKey} minWidth={0} />
        )}
        {shown && more}
      </div>
    </Paper>
  );
}

/**
 * True while the browser prints. A closed table is not in the page (a long one would slow the
 * screen, and a report's own rows stay the only rows on it), so printing renders it first.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/** Chart cards one under another on a phone, two side by side on a wide screen, one per page width on paper. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
