import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TCardPart } from '@portal/contract';
import type { ReactNode } from 'react';
import { DARK_TITLE } from '../../components/alert-styles';
import { ToneAlert } from '../../components/ToneAlert';

/** How far the member's points fall short of a total: 0 when they cover it. */
export const shortfallOf = (total: number, available: number) => Math.max(0, total - available);

/**
 * The member's points against the order's total, shown live beside the basket's and the
 * checkout's button: what they have and, when they fall short, by how much and what to do.
 * With a card provider for their cluster the rest goes on the card (the caller shows how);
 * without one the order cannot go through, so the way on is to remove items, which
 * `removeItems` offers where the basket is a step back.
 */
export function PointsShortfall({
  total,
  available,
  card,
  money,
  removeItems,
  cardDetail,
  id,
}: {
  total: number;
  available: number;
  card: TCardPart | null;
  money: (value: number) => string;
  /** Checkout's way back to the basket; the basket's own lines are above the notice. */
  removeItems?: { label: string; onClick(): void };
  /** How the card part is shown where it is paid (checkout's split); the basket says it in a line. */
  cardDetail?: ReactNode;
  /** So the button it holds back can point at it (aria-describedby). */
  id?: string;
}): ReactNode {
  const { t } = useLingui();
  const short = shortfallOf(total, available);
  const shortAmount = money(short);
  const totalAmount = money(total);
  const availableAmount = money(available);
  const cardAmount = card?.moneyText ?? '';
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <Trans>Available to redeem</Trans>
        </Text>
        <Text size="sm" fw={700} data-testid="points-available">
          {availableAmount}
        </Text>
      </Group>
      {short > 0 && !card && (
        <ToneAlert tone="warning" title={t`You are ${shortAmount} short`} styles={DARK_TITLE} id={id}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                This order comes to {totalAmount} and you have {availableAmount}. Remove items or lower
                quantities to bring the total to {availableAmount} or less.
              </Trans>
            </Text>
            {removeItems && (
              <Button
                variant="white"
                size="sm"
                onClick={removeItems.onClick}
                mih={44}
                className="button-wraps"
              >
                {removeItems.label}
              </Button>
            )}
          </Stack>
        </ToneAlert>
      )}
      {short > 0 &&
        card &&
        (cardDetail ?? (
          <Text size="sm" id={id} data-testid="card-shortfall">
            <Trans>
              You are {shortAmount} short: the rest, {cardAmount}, is paid by card at checkout.
            </Trans>
          </Text>
        ))}
    </Stack>
  );
}

/** True when the order cannot go through as it is: points short and no card to pay the rest. */
export const blockedByShortfall = (total: number, available: number, card: TCardPart | null) =>
  shortfallOf(total, available) > 0 && !card;
