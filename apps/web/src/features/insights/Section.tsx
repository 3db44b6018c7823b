import { Trans, useLingui } from '@lingui/react/macro';
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
  scope: { kind: string; name: string };
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
  const { t } = useLingui();
  if (query.error) return <ScreenNotice color="red">{formErrorText(query.error)}</ScreenNotice>;
  if (!query.data) return <PageLoader />;
  const data = query.data;
  // The team and the company are named in the language shown; divisions and clusters by their own names.
  const scopeName =
    data.scope.kind === 'team'
      ? t`My team`
      : data.scope.kind === 'company'
        ? t`Whole company`
        : data.scope.name;
  const period = data.period.label;
  const previous = data.previousPeriod.label;
  const suppressed = suppressedText();
  return (
    <div className={classes.section} aria-busy={query.isFetching || undefined}>
      <Text size="sm" data-insights-scope>
        {compare ? (
          <Trans>
            <strong>{scopeName}</strong> · {period} · compared with {previous}
          </Trans>
        ) : (
          <Trans>
            <strong>{scopeName}</strong> · {period}
          </Trans>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {data.unsuppressed
          ? t`Your own team: every figure is shown, however few people it describes.`
          : t`Figures that describe fewer than 5 people read “${suppressed}”.`}
      </Text>
      {children(data)}
    </div>
  );
}
