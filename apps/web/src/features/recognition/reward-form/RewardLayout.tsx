import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { Notice } from './use-reward-sender';
import classes from './reward-form.module.css';
import { ProblemAlert } from '../../../components/ProblemAlert';

/** The page around a reward form: heading, intro, the notice above the fields, the submit. */
export function RewardFormCard({
  title,
  intro,
  notice,
  pending,
  submitLabel,
  onSubmit,
  children,
  aside,
}: {
  title: string;
  intro: string;
  notice: Notice | null;
  pending: boolean;
  submitLabel?: string;
  onSubmit(): void;
  children: ReactNode;
  /** Shown beside the form on wide screens (the e-card preview). */
  aside?: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <div className={aside ? classes.withAside : undefined}>
        <Card component="form" onSubmit={submit} noValidate p={{ base: 'md', sm: 'xl' }} aria-label={title}>
          <Stack gap="lg">
            {notice && <ProblemAlert title={notice.title}>{notice.message}</ProblemAlert>}
            {children}
            <Button
              className="button-wraps"
              type="submit"
              size="md"
              loading={pending}
              disabled={pending}
              leftSection={<IconSend size={18} aria-hidden />}
              style={{ alignSelf: 'flex-end' }}
            >
              {submitLabel ?? <Trans>Send</Trans>}
            </Button>
          </Stack>
        </Card>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
    </Container>
  );
}

/**
 * After a send, the same screen for all four forms: who received what, then View it (the sent
 * list), Send another (an empty form) and Back to Home.
 */
export function RewardSuccess({
  title,
  message,
  summary,
  onSendAnother,
}: {
  title: string;
  message: string;
  /** "Amelia Ali received Teamwork with 10 Beauty Bucks." */
  summary?: string;
  onSendAnother(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the result rather than on a vanished button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Card p="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" color="green" variant="light">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          <div role="status">
            {summary && (
              <Text size="lg" fw={600}>
                {summary}
              </Text>
            )}
            <Text size={summary ? 'md' : 'lg'} c={summary ? 'dimmed' : undefined}>
              {message}
            </Text>
          </div>
          <Group justify="center" gap="sm">
            <Button
              className="button-wraps"
              size="md"
              component={Link}
              to="/myrecognition?tab=sent"
              variant="light"
            >
              <Trans>View it</Trans>
            </Button>
            <Button className="button-wraps" size="md" onClick={onSendAnother}>
              <Trans>Send another</Trans>
            </Button>
            <Button className="button-wraps" size="md" component={Link} to="/" variant="default">
              <Trans>Back to Home</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
