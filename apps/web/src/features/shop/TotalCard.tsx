import { Card } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import classes from './shop.module.css';

/** The totals beside the basket and the checkout: a form whose button moves the order on a step. */
export function TotalCard({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <Card component="form" onSubmit={onSubmit} noValidate aria-label={label} className={classes.totalCard}>
      {children}
    </Card>
  );
}
