import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconCamera,
  IconChevronRight,
  IconCircleCheckFilled,
  IconHeartHandshake,
  IconInfoCircle,
  IconSparkles,
} from '@tabler/icons-react';
import type { TFirstSteps } from '@portal/contract';
import { Link } from 'react-router';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { useFirstStep } from '../../lib/first-steps';
import { HomeSection } from './HomeSection';
import classes from './home.module.css';

/** A new member's three first steps on Home, each a link, ticked when done; the card can be put away. */
export function FirstSteps({ steps }: { steps: TFirstSteps }) {
  const { t } = useLingui();
  const dismiss = useFirstStep();
  const items = [
    {
      key: 'photo',
      done: steps.photo,
      to: '/myprofile/update',
      icon: IconCamera,
      label: t`Add a profile picture`,
    },
    { key: 'thank', done: steps.thank, to: '/recognise', icon: IconHeartHandshake, label: t`Thank someone` },
    {
      key: 'points',
      done: steps.points,
      to: `/${CONTENT_KEYS.howItWorks}`,
      icon: IconInfoCircle,
      label: t`See how points work`,
    },
  ] as const;
  return (
    <HomeSection id="first-steps-title" icon={IconSparkles} title={t`Your first steps`} titleGap="xs">
      <Text c="dimmed" size="sm" mb="sm">
        <Trans>Three things to start with. Each is ticked once done.</Trans>
      </Text>
      <Stack gap={6} component="ul" className={classes.firstSteps}>
        {items.map(({ key, done, to, icon: StepIcon, label }) => (
          <li key={key}>
            <UnstyledButton
              component={Link}
              to={to}
              className={classes.firstStep}
              data-done={done || undefined}
            >
              {done ? (
                <IconCircleCheckFilled size={22} aria-hidden color="var(--mantine-color-green-7)" />
              ) : (
                <StepIcon size={22} aria-hidden color="var(--mantine-color-brand-6)" />
              )}
              <span className={classes.firstStepLabel}>
                {label}
                {done && <VisuallyHidden>{t`(done)`}</VisuallyHidden>}
              </span>
              <IconChevronRight size={18} aria-hidden className={classes.firstStepArrow} />
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Button
        variant="subtle"
        size="md"
        mt="xs"
        className={classes.firstStepsHide}
        loading={dismiss.isPending}
        onClick={() => dismiss.mutate('dismiss')}
      >
        <Trans>Hide these steps</Trans>
      </Button>
    </HomeSection>
  );
}
