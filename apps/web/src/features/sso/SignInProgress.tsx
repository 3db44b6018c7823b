import { Alert, Button, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the two hand-over landings show: a spinner while signing in, or the error. */
export function SignInProgress({ title, error }: { title: string; error: string }) {
  return (
    <Container size="xs" py="xl">
      <Paper p="xl" withBorder>
        <Stack align="center" gap="md">
          {error ? (
            <>
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                w="100%"
                aria-label={title}
              >
                {error}
              </Alert>
              <Button component={Link} to="/welcome" variant="default">
                Back to sign in
              </Button>
            </>
          ) : (
            <>
              <Loader aria-label="Signing in" />
              <Text>{title}…</Text>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
