import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import './print.css';

/** Prints the report; print.css leaves out the header, menus, footer and buttons. */
export function PrintButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
      disabled={disabled}
    >
      <Trans>Print</Trans>
    </Button>
  );
}
