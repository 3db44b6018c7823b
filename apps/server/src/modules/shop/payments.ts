import { pointsToMinor } from '@portal/contract';

/**
 * Card payment of a shortfall lives in modules/payments (providers, holds, settlement). What
 * stays here is the arithmetic the shop shows: how a total splits into points and money.
 */
export interface PaymentSplit {
  points: number;
  /** The shortfall in points, to be paid by card. */
  shortfallPoints: number;
  /** The shortfall in the currency's minor unit, rounded up so the programme never loses. */
  moneyMinor: number;
}

/** How a total would be paid: every available point first, the rest in whole minor units. */
export function splitPayment(
  total: number,
  pointsAvailable: number,
  ratePerPoint: number,
  decimals: number,
): PaymentSplit {
  const points = Math.max(0, Math.min(total, pointsAvailable));
  const shortfallPoints = total - points;
  return { points, shortfallPoints, moneyMinor: pointsToMinor(shortfallPoints, ratePerPoint, decimals) };
}
