import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** Placeholder while a screen or the session loads (the request overlay covers the rest). */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih={240} aria-busy="true">
      <Loader type="dots" role="status" aria-label={t`Loading...`} />
    </Center>
  );
}
