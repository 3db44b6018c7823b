import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last resort when a screen throws while rendering: say so and offer a way back. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <Center mih="100vh" p="md">
      <Paper shadow="md" p="xl" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h2">
            <Trans>Something went wrong</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>An unexpected error occurred while showing this page.</Trans>
          </Text>
          {detail && (
            <Text size="sm" ff="monospace">
              {detail}
            </Text>
          )}
          <Button component="a" href="/" mt="sm">
            <Trans>Back to Home</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
