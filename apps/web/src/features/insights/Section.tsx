import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { suppressedText } from '../../components/charts/figures';
import classes from './insights.module.css';

interface Header {
  period: { label: string };
  previousPeriod: { label: string };
  scope: { name: string };
  unsuppressed: boolean;
}

/**
 * A section's figures once loaded, under a line saying what they describe (scope, period, the
 * period compared with) and how small groups are shown.
 */
export function SectionBody<D extends Header>({
  query,
  compare,
  children,
}: {
  query: Pick<UseQueryResult<D>, 'data' | 'error' | 'isFetching'>;
  compare: boolean;
  children(data: D): ReactNode;
}) {
  if (query.error) return <ScreenNotice color="red">{formErrorText(query.error)}</ScreenNotice>;
  if (!query.data) return <PageLoader />;
  const data = query.data;
  return (
    <div className={classes.section} aria-busy={query.isFetching || undefined}>
      <Text size="sm" data-insights-scope>
        <strong>{data.scope.name}</strong> · {data.period.label}
        {compare && <> · compared with {data.previousPeriod.label}</>}
      </Text>
      <Text size="xs" c="dimmed">
        {data.unsuppressed
          ? 'Your own team: every figure is shown, however few people it describes.'
          : `Figures that describe fewer than 5 people read “${suppressedText()}”.`}
      </Text>
      {children(data)}
    </div>
  );
}
