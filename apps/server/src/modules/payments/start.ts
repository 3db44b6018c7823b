import { SHOP_MESSAGES, formatMinor, withValues, type calls } from '@portal/contract';
import type { z } from 'zod';
import type { MemberRow } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { HttpError, badRequest } from '../../lib/errors.js';
import { CARD_TEXTS, COMMON_TEXTS } from '../../i18n/index.js';
import { memberBalances, transfer } from '../../ledger/index.js';
import { priceBasket } from '../shop/index.js';
import { basketLines } from '../shop/index.js';
import { CARD_HOLD_ACCOUNT, deliveryNumber } from '../shop/index.js';
import { confirmedTotal, effectivePromoCode } from '../shop/index.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cardProvider, paymentReference, ProviderError } from './providers/index.js';
import {
  findPaymentByKey,
  insertPayment,
  updatePayment,
  type PaidLine,
  type PaymentRow,
} from './repository.js';
import { cardSetupFor, memberCluster } from '../shop/index.js';
import { releaseHold } from './settle.js';
import { cardPart } from '../shop/index.js';

type StartBody = z.infer<(typeof calls)['shop.startCardPayment']['body']>;
type Redirect = { url: string; method: 'GET' | 'POST'; fields: Record<string, string> };

/** The smallest charge Stripe accepts in these currencies (its documented minimums). */
const STRIPE_MINIMUM_MINOR: Record<string, number> = { GBP: 30, EUR: 50, USD: 50, ZAR: 1000, AED: 200 };

/**
 * Starts paying the shortfall of the member's basket by card. In one transaction: the same
 * checks as placeOrder (prices, promo code, vfyTotal, mobile number), the payment row with the
 * basket as paid for, and the hold of every point the member has (a ledger transfer to the
 * hold account). Then the provider's payment page is asked for. A repeat with the same request
 * id answers the same payment.
 */
export async function startCardPayment(ctx: AppContext, member: MemberRow, named: StartBody) {
  // No code named: the one kept with the basket, as placeOrder prices it.
  const body = { ...named, promoCode: await effectivePromoCode(ctx.database.db, member.id, named.promoCode) };
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const { config } = ctx;
  const setup = cardSetupFor(config, settings, await memberCluster(ctx.database.db, member.id));
  if (!setup) throw badRequest(CARD_TEXTS.unavailable);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const requestKey = `req:${body.requestId}`;

  const payment = await ctx.database.db.transaction().execute(async (trx) => {
    if (ctx.database.dialect === 'postgres') {
      await trx.selectFrom('members').select('id').where('id', '=', member.id).forNoKeyUpdate().execute();
    }
    const earlier = await findPaymentByKey(trx, member.id, requestKey);
    if (earlier) return earlier;
    const lines = await basketLines(trx, member.id);
    if (lines.some((l) => l.offered === false)) throw badRequest(SHOP_MESSAGES.notOfferedInCluster);
    const priced = priceBasket(config, lines);
    if (priced.orderable.length === 0) throw badRequest(SHOP_MESSAGES.emptyBasket);
    const subTotal = priced.totalBasketPrice;
    const { promo, grandTotal } = await confirmedTotal(trx, config, body, {
      memberId: member.id,
      subTotal,
      at,
    });
    const hasVouchers = priced.orderable.some((l) => l.product.stockMode === 'voucher');
    const cellNum = deliveryNumber(config, member, body, hasVouchers);
    const available = (await memberBalances(trx, member.id)).redeem;
    const split = cardPart(setup, grandTotal, available);
    if (!split) throw badRequest(CARD_TEXTS.notNeeded);
    const minimum = setup.provider === 'stripe' ? (STRIPE_MINIMUM_MINOR[setup.currency] ?? 0) : 0;
    if (split.moneyMinor < minimum)
      throw badRequest(
        withValues(CARD_TEXTS.belowMinimum, {
          minimum: formatMinor(minimum, setup.exponent, setup.currencySymbol),
        }),
      );

    const paid: PaidLine[] = priced.orderable.map((l) => ({
      basketItemId: l.item.id,
      productId: l.product.id,
      qty: l.item.qty,
      price: l.product.price,
    }));
    const row = await insertPayment(trx, {
      memberId: member.id,
      requestKey,
      provider: setup.provider,
      clusterCode: setup.clusterCode,
      status: 'pending',
      currency: setup.currency,
      amountMinor: split.moneyMinor,
      pointsHeld: split.points,
      grandTotal,
      promoCode: promo.kind === 'ok' ? promo.promo.code : '',
      cellNum,
      alloc: body.alloc || config.SHOP_ALLOC,
      linesJson: JSON.stringify(paid),
      expiresAt: new Date(now.getTime() + config.PAYMENT_TIMEOUT_MINUTES * 60_000).toISOString(),
      createdAt: at,
      updatedAt: at,
    });
    if (split.points > 0) {
      const hold = await transfer(trx, {
        from: { memberId: member.id, kind: 'redeem' },
        to: { system: CARD_HOLD_ACCOUNT },
        amount: split.points,
        type: 'HOLD',
        description: `Held while paying by card (${paymentReference(row.id)})`,
        idempotencyKey: `card-hold:${row.id}`,
        ref: { type: 'shop_payment', id: String(row.id) },
        at,
      });
      await updatePayment(trx, row.id, { holdTransferId: hold.transferId, updatedAt: at });
      return { ...row, holdTransferId: hold.transferId };
    }
    return row;
  });

  if (payment.status !== 'pending') throw badRequest(COMMON_TEXTS.paymentOver);
  if (payment.redirectJson)
    return { paymentId: payment.id, redirect: JSON.parse(payment.redirectJson) as Redirect };
  return { paymentId: payment.id, redirect: await openPaymentPage(ctx, payment, member) };
}

/** Asks the provider for the payment page; if it cannot be had, the held points come back. */
async function openPaymentPage(ctx: AppContext, payment: PaymentRow, member: MemberRow): Promise<Redirect> {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const provider = cardProvider(ctx.config, payment.provider);
  const reference = paymentReference(payment.id);
  try {
    const started = await provider.start({
      paymentId: payment.id,
      reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      description: `Rewards shop ${reference}`,
      email: member.email,
      returnUrl:
        payment.provider === 'paygate'
          ? `${base}/payments/paygate/return/${payment.id}`
          : `${base}/rewards/payment/${payment.id}`,
      cancelUrl: `${base}/rewards/payment/${payment.id}?cancelled=1`,
      notifyUrl: `${base}/payments/paygate/notify`,
      expiresAt: new Date(payment.expiresAt),
    });
    await updatePayment(ctx.database.db, payment.id, {
      providerRef: started.providerRef,
      redirectJson: JSON.stringify(started.redirect),
      updatedAt: ctx.clock.now().toISOString(),
    });
    return started.redirect;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await releaseHold(ctx, payment.id, 'failed', err.message);
    throw new HttpError(502, CARD_TEXTS.providerDown);
  }
}
