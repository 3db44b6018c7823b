import { Card, Title, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './home.module.css';

/** A card on Home: a section named by its heading, the heading led by the section's icon. */
export function HomeSection({
  id,
  icon: SectionIcon,
  title,
  titleGap,
  h,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  icon: Icon;
  title: string;
  titleGap: MantineSpacing;
  h?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} h={h}>
      <Title order={2} size="h3" id={id} className={classes.sectionTitle} mb={titleGap}>
        <SectionIcon size={22} aria-hidden color="var(--mantine-color-brand-6)" />
        {title}
      </Title>
      {children}
    </Card>
  );
}
