import type { AppContext } from '../../http/context.js';
import { hitRateLimit } from '../../identity/rate-limit.js';

/**
 * PayGate's return address is open to anyone (the browser comes back without a session), and
 * each post for a pending payment would ask PayGate where the payment is. A member comes back
 * once, perhaps reloads; beyond these counts the post still brings the browser home, but
 * PayGate is not asked: the notify and the stuck-payment job settle the payment anyway.
 */
export const RETURN_QUERIES_PER_PAYMENT = 3;
export const RETURN_QUERIES_PER_ADDRESS = 20;
const WINDOW_MINUTES = 1;

/** Counted in the database, so the limits hold across instances; an address over its limit spends no payment's. */
export async function returnMayQuery(ctx: AppContext, paymentId: number, address: string): Promise<boolean> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  if (
    !(await hitRateLimit(
      db,
      `paygate-return:addr:${address}`,
      RETURN_QUERIES_PER_ADDRESS,
      WINDOW_MINUTES,
      now,
    ))
  )
    return false;
  return hitRateLimit(
    db,
    `paygate-return:payment:${paymentId}`,
    RETURN_QUERIES_PER_PAYMENT,
    WINDOW_MINUTES,
    now,
  );
}
