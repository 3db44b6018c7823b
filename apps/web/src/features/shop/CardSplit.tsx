import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TCardPart } from '@portal/contract';
import { IconCreditCard, IconStar } from '@tabler/icons-react';

/** The two parts of an order whose points fall short: points and card, side by side. */
export function CardSplit({ part, money }: { part: TCardPart; money: (value: number) => string }) {
  return (
    <div>
      <Text size="sm" mb={6}>
        You are {money(part.shortfallPoints)} short: pay the rest by card.
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-label="How this order is paid">
        <Paper withBorder p="sm" radius="md">
          <Group gap={6} wrap="nowrap">
            <IconStar size={16} aria-hidden />
            <Text size="xs" c="dimmed">
              Points
            </Text>
          </Group>
          <Text fw={800} size="lg" data-testid="points-part">
            {money(part.points)}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Group gap={6} wrap="nowrap">
            <IconCreditCard size={16} aria-hidden />
            <Text size="xs" c="dimmed">
              Card
            </Text>
          </Group>
          <Text fw={800} size="lg" data-testid="card-part">
            {part.moneyText}
          </Text>
        </Paper>
      </SimpleGrid>
    </div>
  );
}
