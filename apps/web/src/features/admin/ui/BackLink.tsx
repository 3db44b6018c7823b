import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../admin.module.css';

/** Under a detail page's title: the way back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <span className={classes.backArrow}>←</span> {children}
    </Anchor>
  );
}
