import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';
import { IconCompass } from '@tabler/icons-react';

export function NotFoundScreen() {
  return (
    <EmptyState icon={IconCompass} title="Page not found" titleOrder={1}>
      <Stack gap="md" align="center">
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </EmptyState>
  );
}
