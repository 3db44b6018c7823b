import { Center, Loader } from '@mantine/core';

/** Placeholder while a screen or the session loads (the request overlay covers the rest). */
export function PageLoader() {
  return (
    <Center mih={240} aria-busy="true">
      <Loader type="dots" role="status" aria-label="Loading..." />
    </Center>
  );
}
