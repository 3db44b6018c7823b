import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import { Anchor, Card, Group, Text, Title, useDirection } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { HomeData } from '../../lib/member-data';
import { MemberAvatar } from '../../components/MemberAvatar';
import classes from './home.module.css';

/** The spec's rotation period for the Home carousel (section 9). */
export const GET_TO_KNOW_ROTATION_MS = 3700;

/** Colleagues who opted in to Get To Know, rotating every 3.7 s; hidden when there are none. */
export function GetToKnowCarousel({ people }: { people: HomeData['homeGetToKnow'] }) {
  const autoplay = useRef(
    Autoplay({ delay: GET_TO_KNOW_ROTATION_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  const { t } = useLingui();
  const { dir } = useDirection();
  if (people.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="get-to-know-title" aria-roledescription="carousel">
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h3" id="get-to-know-title" className={classes.sectionTitle}>
          <IconUsersGroup size={22} aria-hidden color="var(--mantine-color-brand-6)" />
          <Trans>Get To Know</Trans>
        </Title>
        <Anchor component={Link} to="/gettoknow" size="sm" fw={600} className={classes.sectionLink}>
          <Trans>Meet everyone</Trans>
        </Anchor>
      </Group>
      <Carousel
        slideSize={{ base: '100%', xs: '50%', md: '25%' }}
        slideGap="md"
        emblaOptions={{ loop: people.length > 1, align: 'start', direction: dir }}
        plugins={[autoplay.current]}
        withIndicators={false}
        controlSize={44}
        previousControlProps={{ 'aria-label': t`Previous colleague` }}
        nextControlProps={{ 'aria-label': t`Next colleague` }}
      >
        {people.map((person) => (
          <Carousel.Slide key={person.memberId} aria-roledescription="slide">
            {/* The whole slide opens that colleague's card on /gettoknow, first and highlighted. */}
            <Link
              to={`/gettoknow/${encodeURIComponent(person.memberId)}`}
              className={`${classes.gtkSlide} ${classes.gtkLink}`}
            >
              <MemberAvatar
                picId={person.picId}
                name={person.memberName}
                size={88}
                radius={999}
                className={classes.gtkAvatar}
              />
              <Text fw={700} mt="sm">
                {person.memberName}
              </Text>
              {person.natureOfBusiness && (
                <Text size="sm" c="dimmed">
                  {person.natureOfBusiness}
                </Text>
              )}
              {person.interestOtherDesc && (
                <Text size="sm" mt={6} lineClamp={2}>
                  <Trans>Loves {person.interestOtherDesc}</Trans>
                </Text>
              )}
            </Link>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Card>
  );
}
