import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { HomeData } from '../../lib/member-data';
import { formatPoints } from '../../lib/format';
import { HomeSection } from './HomeSection';
import classes from './home.module.css';

export function HomeStats({ stats }: { stats: HomeData['homeStats'] }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Messages sent`, value: stats.messagesSent },
    // homeStats are the member's own figures: rewards received and redemptions made.
    { label: t`Rewards received`, value: stats.rewardsIssued },
    { label: t`Rewards redeemed`, value: stats.rewardsRedeemed },
  ];
  return (
    <HomeSection id="home-stats-title" icon={IconChartBar} title={t`Your activity`} titleGap="md">
      <dl className={classes.stats}>
        {figures.map((figure) => (
          <div key={figure.label} className={classes.stat}>
            <Text component="dt" size="xs" fw={600} c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" m={0} className={classes.statValue}>
              {formatPoints(figure.value)}
            </Text>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
