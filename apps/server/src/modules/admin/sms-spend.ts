import type { AppContext } from '../../http/context.js';
import { monthRange } from '../../lib/month.js';
import { todayIn } from '../../lib/today.js';
import { getProgrammeSettings } from '../../settings/service.js';

export interface SmsSpend {
  month: string;
  sms: number;
  ecardSms: number;
  unitCost: number;
  currency: string;
  cost: number;
}

/**
 * This month's SMS (company time): every SMS the outbox holds for the month that has been sent
 * or is still to be sent — e-cards, one-time codes, voucher codes — at the programme's per-SMS
 * cost. Counted from the outbox, so every instance's sends are in it.
 */
export async function smsSpend(ctx: AppContext): Promise<SmsSpend> {
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const today = todayIn(settings.timeZone, ctx.clock.now());
  const month = `${today.year}-${today.mm}`;
  const { start, end } = monthRange(month, settings.timeZone);
  const row = await ctx.database.db
    .selectFrom('outboxMessages')
    .select((eb) => [
      eb.fn.countAll<number>().as('sms'),
      eb.fn.sum<number>(eb.case().when('template', '=', 'ecard').then(1).else(0).end()).as('ecardSms'),
    ])
    .where('channel', '=', 'sms')
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  const sms = Number(row.sms ?? 0);
  return {
    month,
    sms,
    ecardSms: Number(row.ecardSms ?? 0),
    unitCost: settings.smsUnitCost,
    currency: settings.smsCurrency,
    // In hundredths, so 3 × 0.1 is 0.3 and not 0.30000000000000004.
    cost: Math.round(sms * settings.smsUnitCost * 100) / 100,
  };
}
