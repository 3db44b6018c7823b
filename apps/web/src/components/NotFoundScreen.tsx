import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBranding } from '../lib/branding';
import { EmptyState } from './EmptyState';

/** An address the app has no screen for: say so plainly and offer the way home. */
export function NotFoundScreen() {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Page not found · ${programmeName}`);
  return (
    <EmptyState icon={IconCompass} title={t`Page not found`} titleOrder={1}>
      <Stack gap="md" align="center">
        <Text c="dimmed">
          <Trans>
            The page you asked for does not exist or has moved. Check the address, or go back home.
          </Trans>
        </Text>
        <Button component={Link} to="/" size="md">
          <Trans>Back to Home</Trans>
        </Button>
      </Stack>
    </EmptyState>
  );
}
