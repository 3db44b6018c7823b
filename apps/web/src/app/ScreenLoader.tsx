import { Box } from '@mantine/core';
import { PageLoader } from '../components/PageLoader';

/**
 * What the main area shows while a screen's code or the session loads: a screen tall, so the
 * footer starts below the fold and does not move in view when the screen arrives.
 */
export function ScreenLoader() {
  return (
    <Box mih="100vh">
      <PageLoader />
    </Box>
  );
}
