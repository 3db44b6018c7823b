import { Center, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A friendly, centred note for lists with nothing to show. */
export function EmptyState({
  icon: IconComponent,
  title,
  children,
  compact = false,
  titleOrder,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
  compact?: boolean;
  /** Render the title as a heading of this level (when the empty state is the page itself). */
  titleOrder?: TitleOrder;
}) {
  return (
    <Center py={compact ? 'lg' : 48} px="md">
      <Stack gap="xs" align="center" maw={420} ta="center">
        <ThemeIcon size={compact ? 44 : 64} radius="xl" variant="light">
          <IconComponent size={compact ? 22 : 32} stroke={1.6} />
        </ThemeIcon>
        {titleOrder ? (
          <Title order={titleOrder} size="h3">
            {title}
          </Title>
        ) : (
          <Text fw={600} size={compact ? 'md' : 'lg'}>
            {title}
          </Text>
        )}
        {typeof children === 'string' ? (
          <Text c="dimmed" size="sm">
            {children}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Center>
  );
}
