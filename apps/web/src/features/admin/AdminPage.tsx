import { useLingui } from '@lingui/react/macro';
import { Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LoadState, loadOf, PageHeading, type LoadProps } from '../../components/PageHeading';
import { useBranding } from '../../lib/branding';

/**
 * The frame of an admin page inside the admin layout: heading, intro, actions at the end of the line,
 * then the body, the loader, or the server's message when loading failed.
 */
export function AdminPage({
  title,
  intro,
  actions,
  children,
  ...load
}: LoadProps & {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`${title} · Admin · ${programmeName}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={title} intro={intro} />
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <LoadState {...loadOf(load)}>{children}</LoadState>
    </Stack>
  );
}
