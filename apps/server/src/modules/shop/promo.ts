import type { Selectable, Transaction } from 'kysely';
import { SHOP_MESSAGES } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DB, ShopPromoCodeTable } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { formatPrice } from './shop-info.js';

type Reader = Db | Transaction<DB>;
export type PromoRow = Selectable<ShopPromoCodeTable>;

export type PromoCheck =
  | { kind: 'none' }
  | { kind: 'ok'; promo: PromoRow; discount: number; desc: string }
  | { kind: 'refused'; message: string };

/** Promo codes are matched without regard to case or surrounding spaces. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** The discount a promo gives on a sub-total: a percentage rounded down, or fixed points capped at the total. */
export function promoDiscount(promo: Pick<PromoRow, 'kind' | 'amount'>, subTotal: number): number {
  if (promo.kind === 'percent') return Math.floor((subTotal * promo.amount) / 100);
  return Math.min(promo.amount, subTotal);
}

export function promoDescription(config: Config, promo: Pick<PromoRow, 'kind' | 'amount'>): string {
  return promo.kind === 'percent' ? `${promo.amount}% off` : `${formatPrice(config, promo.amount)} off`;
}

/**
 * Checks every rule of a promo code for this member and basket at this moment. The limits are
 * checked again when the use is recorded (recordPromoUse), so a code used up meanwhile is
 * still refused.
 */
export async function checkPromo(
  db: Reader,
  config: Config,
  input: { code: string; memberId: number; subTotal: number; at: string },
): Promise<PromoCheck> {
  const code = normalisePromoCode(input.code);
  if (!code) return { kind: 'none' };
  const promo = await db.selectFrom('shopPromoCodes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!promo || !promo.active) return { kind: 'refused', message: SHOP_MESSAGES.promoNotFound };
  if (input.at < promo.validFrom) return { kind: 'refused', message: SHOP_MESSAGES.promoNotStarted };
  if (input.at > promo.validTo) return { kind: 'refused', message: SHOP_MESSAGES.promoExpired };
  if (promo.maxUsesTotal !== null && promo.usesCount >= promo.maxUsesTotal)
    return { kind: 'refused', message: SHOP_MESSAGES.promoUsedUp };
  if (
    promo.maxUsesPerMember !== null &&
    (await memberUses(db, promo.id, input.memberId)) >= promo.maxUsesPerMember
  ) {
    return { kind: 'refused', message: SHOP_MESSAGES.promoMemberLimit };
  }
  if (input.subTotal < promo.minBasket)
    return { kind: 'refused', message: SHOP_MESSAGES.promoMinimum(formatPrice(config, promo.minBasket)) };
  return {
    kind: 'ok',
    promo,
    discount: promoDiscount(promo, input.subTotal),
    desc: promoDescription(config, promo),
  };
}

/**
 * The basket's total after its promo code, as the member last saw it: a refused code, or a total
 * that moved since (vfyTotal), is a 400, so an order and a card payment charge what was shown.
 */
export async function confirmedTotal(
  db: Reader,
  config: Config,
  body: { promoCode: string; vfyTotal: number },
  basket: { memberId: number; subTotal: number; at: string },
) {
  const promo = await checkPromo(db, config, { ...basket, code: body.promoCode });
  if (promo.kind === 'refused') throw badRequest(promo.message, { promoCode: promo.message });
  const discount = promo.kind === 'ok' ? promo.discount : 0;
  const grandTotal = basket.subTotal - discount;
  if (grandTotal !== body.vfyTotal) throw badRequest(SHOP_MESSAGES.totalChanged);
  return { promo, discount, grandTotal };
}

async function memberUses(db: Reader, promoId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('shopPromoUses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promoCodeId', '=', promoId)
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records one use. The total limit is a conditional increment (PostgreSQL re-checks the
 * condition on a row another transaction changed, so concurrent orders cannot pass the
 * limit together); the per-member limit holds because placeOrder serialises each member's
 * orders. Returns false when the code was used up meanwhile.
 */
export async function recordPromoUse(
  trx: Transaction<DB>,
  promo: PromoRow,
  use: { memberId: number; orderId: number; at: string },
): Promise<boolean> {
  const res = await trx
    .updateTable('shopPromoCodes')
    .set((eb) => ({ usesCount: eb('usesCount', '+', 1) }))
    .where('id', '=', promo.id)
    .where((eb) => eb.or([eb('maxUsesTotal', 'is', null), eb('usesCount', '<', eb.ref('maxUsesTotal'))]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  if (
    promo.maxUsesPerMember !== null &&
    (await memberUses(trx, promo.id, use.memberId)) >= promo.maxUsesPerMember
  )
    return false;
  await trx
    .insertInto('shopPromoUses')
    .values({ promoCodeId: promo.id, memberId: use.memberId, orderId: use.orderId, createdAt: use.at })
    .execute();
  return true;
}

/** Gives a cancelled order's use back. */
export async function releasePromoUse(trx: Transaction<DB>, orderId: number): Promise<void> {
  const use = await trx
    .selectFrom('shopPromoUses')
    .select(['id', 'promoCodeId'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!use) return;
  await trx.deleteFrom('shopPromoUses').where('id', '=', use.id).execute();
  await trx
    .updateTable('shopPromoCodes')
    .set((eb) => ({ usesCount: eb('usesCount', '-', 1) }))
    .where('id', '=', use.promoCodeId)
    .execute();
}
