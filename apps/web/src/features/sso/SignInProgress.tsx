import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ToneAlert } from '../../components/ToneAlert';

/** What the two hand-over landings show: a spinner while signing in, or the error. */
export function SignInProgress({ title, error }: { title: string; error: string }) {
  const { t } = useLingui();
  return (
    <Container size="xs" py="xl">
      <Paper p="xl" withBorder>
        <Stack align="center" gap="md">
          {error ? (
            <>
              <ToneAlert tone="error" role="alert" w="100%" aria-label={title}>
                {error}
              </ToneAlert>
              <Button component={Link} to="/welcome" variant="default">
                <Trans>Back to sign in</Trans>
              </Button>
            </>
          ) : (
            <>
              <Loader role="status" aria-label={t`Signing in`} />
              <Text>{title}…</Text>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
