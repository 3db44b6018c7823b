import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBalloon, IconCake, IconConfetti, type Icon } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { ReportPage } from '../../components/ReportPage';
import { celebrationQueries } from './api';
import { CelebrationCard, type TCelebrationRow } from './CelebrationCard';
import classes from './celebrations.module.css';

function Section({ title, icon: SectionIcon, rows }: { title: string; icon: Icon; rows: TCelebrationRow[] }) {
  if (rows.length === 0) return null;
  const id = `celebrations-${rows[0]?.what ?? ''}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm" className={classes.sectionTitle}>
        <SectionIcon size={22} aria-hidden color="var(--mantine-color-brand-6)" />
        {title}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
        {rows.map((row) => (
          <CelebrationCard key={`${row.what}-${row.memberId}`} row={row} />
        ))}
      </SimpleGrid>
    </section>
  );
}

/** /celebrations: today's birthdays and work anniversaries. */
export function CelebrationsScreen() {
  const { t } = useLingui();
  const query = useQuery(celebrationQueries.list());
  const rows = query.data?.report ?? [];
  const birthdays = rows.filter((r) => r.what === 'BDAY');
  const anniversaries = rows.filter((r) => r.what === 'ANNIV');
  return (
    <ReportPage
      title={t`Celebrate With Us`}
      intro={t`Colleagues with a birthday or a work anniversary today. Send them a card or pass on a few points.`}
      query={query}
    >
      {rows.length === 0 ? (
        <EmptyState icon={IconConfetti} title={t`Sorry we are not celebrating today`}>
          <Trans>Nobody has a birthday or a work anniversary today. Check back tomorrow.</Trans>
        </EmptyState>
      ) : (
        <Stack gap="xl">
          <Section title={t`Birthdays`} icon={IconCake} rows={birthdays} />
          <Section title={t`Work anniversaries`} icon={IconBalloon} rows={anniversaries} />
        </Stack>
      )}
    </ReportPage>
  );
}
