import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card holding one admin form or editor. With onSubmit its body is a form: Enter or
 * the submit button calls it; without, its buttons act on their own.
 */
export function AdminFormCard({
  title,
  onSubmit,
  children,
}: {
  title: ReactNode;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {onSubmit ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      ) : (
        children
      )}
    </Paper>
  );
}
