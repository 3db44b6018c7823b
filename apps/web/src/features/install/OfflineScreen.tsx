import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';

/**
 * What the main area shows when a screen's calls failed because the device is offline: one plain
 * state with a Retry, instead of error dialogs over a spinner. Back online it retries by itself.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  const { t } = useLingui();
  return (
    <Box component="section" aria-label={t`Offline`} mih="60vh">
      <EmptyState icon={IconWifiOff} title={t`You are offline — this needs a connection`} titleOrder={1}>
        {t`This screen loads from the server. It comes back by itself once the device is online again.`}
      </EmptyState>
      <Box ta="center" pb="xl">
        <Button size="md" loading={retrying} onClick={() => void retry()}>
          <Trans>Retry</Trans>
        </Button>
      </Box>
    </Box>
  );
}
