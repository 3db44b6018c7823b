import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A quiet button that fetches a file (a member's data, an export), busy while it comes. */
export function DownloadButton({
  onClick,
  loading,
  children,
}: {
  onClick(): void;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="default"
      mih={44}
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={onClick}
      loading={loading}
    >
      {children}
    </Button>
  );
}
