import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useBranding } from '../../lib/branding';
import { useMemberHomeData } from '../../lib/member-data';
import { Later } from '../../lib/later';
import { FirstSteps } from './FirstSteps';
import { HomeStats } from './HomeStats';
import { HomeTiles } from './HomeTiles';
import { RecentRecognition } from './RecentRecognition';
import { TodaysCelebrations } from './TodaysCelebrations';
import classes from './home.module.css';

// The carousel (and its library) loads only when there are colleagues to show and it is
// about to scroll into view: below the fold it is no part of the first load.
const GetToKnowCarousel = lazy(async () => {
  const [module] = await Promise.all([import('./GetToKnowCarousel'), import('@mantine/carousel/styles.css')]);
  return { default: module.GetToKnowCarousel };
});

function DeferredGetToKnow({ people }: { people: Parameters<typeof GetToKnowCarousel>[0]['people'] }) {
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  return near ? (
    <Suspense fallback={null}>
      <GetToKnowCarousel people={people} />
    </Suspense>
  ) : (
    <div ref={ref} style={{ minHeight: 1 }} />
  );
}

/** `feed` is the recognition feed the app shell hands in; without it, the plain recent list. */
export function HomeScreen({ feed }: { feed?: ReactNode }) {
  const data = useMemberHomeData();
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Home · ${programmeName}`);

  return (
    <Container size="lg" className={classes.page}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {data.memberData.firstSteps.firstVisit ? (
            <Trans>Welcome, {data.memberData.firstname}</Trans>
          ) : (
            <Trans>Welcome back, {data.memberData.firstname}</Trans>
          )}
        </Title>
        <Text c="dimmed">
          <Trans>Here is what is happening across {programmeName} today.</Trans>
        </Text>
      </Stack>
      <Stack gap="lg">
        {data.memberData.firstSteps.show && <FirstSteps steps={data.memberData.firstSteps} />}
        <div className={classes.columns}>
          <div>{feed ?? <RecentRecognition items={data.homeRecentRecognition} />}</div>
          {/* The greeting and the feed render with the screen; the sections a phone shows under
              the feed (the side column on a desktop), then those under them, each in a task of
              its own after it. */}
          <Stack gap="lg">
            <Later>
              <HomeStats stats={data.homeStats} />
            </Later>
            <Later tasks={2}>
              <TodaysCelebrations rows={data.homeCelebrations} />
            </Later>
          </Stack>
        </div>
        <Later tasks={3}>
          {data.homeGetToKnow.length > 0 && <DeferredGetToKnow people={data.homeGetToKnow} />}
          <HomeTiles />
        </Later>
      </Stack>
    </Container>
  );
}
