import { formatMinor, pointsToMinor, type TCardPart } from '@portal/contract';
import type { CardSetup } from './card-setup.js';

/**
 * How a total is paid when the member's points do not cover it: every point they have, and
 * the shortfall by card at the cluster's rate, in minor units. Null when points cover it.
 */
export function cardPart(setup: CardSetup, grandTotal: number, available: number): TCardPart | null {
  const points = Math.max(0, Math.min(grandTotal, available));
  const shortfallPoints = grandTotal - points;
  if (shortfallPoints <= 0) return null;
  const moneyMinor = pointsToMinor(shortfallPoints, setup.rateMoney, setup.exponent);
  return {
    provider: setup.provider,
    points,
    shortfallPoints,
    moneyMinor,
    currency: setup.currency,
    currencySymbol: setup.currencySymbol,
    exponent: setup.exponent,
    moneyText: formatMinor(moneyMinor, setup.exponent, setup.currencySymbol),
  };
}
