import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// Dark enough for 4.5:1 on the table's striped rows (the theme's green.9 is not).
const COLOURS = { good: '#1b5e20', off: '#495057', warn: '#a61e1e', info: '#1c4f99' } as const;

/** A long word in another language ("Nicht begonnen") wraps rather than being cut short. */
const WRAPS = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal' as const, overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
};

/**
 * A short state word in a table ("Shown", "Off"). Outlined in a dark shade: the light badge's
 * pale text on a pale fill falls short of the contrast small text needs.
 */
export function StateBadge({
  tone,
  title,
  children,
}: {
  tone: keyof typeof COLOURS;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Badge variant="outline" color={COLOURS[tone]} title={title} styles={WRAPS}>
      {children}
    </Badge>
  );
}
