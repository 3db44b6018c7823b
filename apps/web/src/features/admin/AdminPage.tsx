import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ScreenNotice } from '../../components/ScreenNotice';
import { PageLoader } from '../../components/PageLoader';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';

/**
 * The frame of an admin page inside the admin layout: heading, intro, actions on the right,
 * then the body, the loader, or the server's message when loading failed.
 */
export function AdminPage({
  title,
  intro,
  actions,
  loading,
  error,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  loading?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  const { programmeName } = useBranding();
  useDocumentTitle(`${title} · Admin · ${programmeName}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {error ? (
        <ScreenNotice color="red">{formErrorText(error)}</ScreenNotice>
      ) : loading ? (
        <PageLoader />
      ) : (
        children
      )}
    </Stack>
  );
}
