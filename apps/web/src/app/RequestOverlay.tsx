import { LoadingOverlay } from '@mantine/core';
import { useInFlightCount } from '../lib/api';

/**
 * Full-screen loading overlay while any request is in flight. It is only a
 * visual cue; assistive technology hears aria-busy on <main> instead (see AppLayout).
 */
export function RequestOverlay() {
  const count = useInFlightCount();
  return (
    <LoadingOverlay
      visible={count > 0}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      loaderProps={{ type: 'dots', size: 'lg' }}
      aria-hidden
      transitionProps={{ duration: 150 }}
    />
  );
}
