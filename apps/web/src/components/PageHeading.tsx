import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formErrorText } from '../lib/api';
import { PageLoader } from './PageLoader';
import { ScreenNotice } from './ScreenNotice';

/** A screen's heading: the title as the page's one h1, and a dimmed intro under it. */
export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
      {children}
    </div>
  );
}

/** The query a page shows (its loading and error come from it), or the two given apart. */
export interface LoadProps {
  query?: { isPending: boolean; error: unknown };
  loading?: boolean;
  error?: unknown;
}

/** The loading flag and error of a page: the query's unless given apart. */
export const loadOf = ({ query, loading, error }: LoadProps) => ({
  loading: loading ?? query?.isPending,
  error: error ?? query?.error,
});

/**
 * The body of a page that loads: the server's message when loading failed, the loader while it
 * runs, then the content. The error wins so that a failed reload does not spin for ever.
 */
export function LoadState({
  loading,
  error,
  children,
}: {
  loading?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  if (error) return <ScreenNotice color="red">{formErrorText(error)}</ScreenNotice>;
  if (loading) return <PageLoader />;
  return <>{children}</>;
}
