import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TCardPart } from '@portal/contract';
import { IconCreditCard, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The two parts of an order whose points fall short: points and card, side by side. */
export function CardSplit({ part, money }: { part: TCardPart; money: (value: number) => string }) {
  const { t } = useLingui();
  const shortAmount = money(part.shortfallPoints);
  return (
    <div>
      <Text size="sm" mb={6}>
        <Trans>You are {shortAmount} short: pay the rest by card.</Trans>
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-label={t`How this order is paid`}>
        <SplitPart icon={<IconStar size={16} aria-hidden />} label={t`Points`} testId="points-part">
          {money(part.points)}
        </SplitPart>
        <SplitPart icon={<IconCreditCard size={16} aria-hidden />} label={t`Card`} testId="card-part">
          {part.moneyText}
        </SplitPart>
      </SimpleGrid>
    </div>
  );
}

/** One side of the split: what pays it and how much. */
function SplitPart({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={800} size="lg" data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}
