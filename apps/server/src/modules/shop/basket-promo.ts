import type { Transaction } from 'kysely';
import type { TBasketPromo } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { checkPromo, normalisePromoCode } from './promo.js';

type Reader = Db | Transaction<DB>;

/**
 * The promo code kept with a member's basket (migration 0360). It is kept until the member
 * removes it or an order uses it, even while it does not apply: a basket below the code's
 * minimum may reach it again, and until then the basket says why the code does not apply.
 */
export async function keptPromoCode(db: Reader, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('shopBasketPromos')
    .select('code')
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return row?.code ?? '';
}

export async function keepPromoCode(db: Reader, memberId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('shopBasketPromos')
    .values({ memberId, code: normalisePromoCode(code), appliedAt: at })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ code: normalisePromoCode(code), appliedAt: at }))
    .execute();
}

export async function dropPromoCode(db: Reader, memberId: number): Promise<void> {
  await db.deleteFrom('shopBasketPromos').where('memberId', '=', memberId).execute();
}

/**
 * The code a checkout or an order is priced with: the one the call names, or else the one
 * kept with the basket, so an order placed in a later session still gets the discount shown.
 */
export async function effectivePromoCode(db: Reader, memberId: number, bodyCode: string): Promise<string> {
  const named = normalisePromoCode(bodyCode);
  return named || keptPromoCode(db, memberId);
}

/** The kept code checked against the basket as it is now, by the rules an order goes through. */
export async function basketPromo(
  db: Reader,
  config: Config,
  input: { memberId: number; subTotal: number; at: string },
): Promise<TBasketPromo | null> {
  const code = await keptPromoCode(db, input.memberId);
  if (!code) return null;
  const check = await checkPromo(db, config, { ...input, code });
  if (check.kind === 'ok')
    return {
      promoCode: code,
      isVoucherOk: true,
      voucherAmtDesc: check.desc,
      shopVoucherDiscountTotal: check.discount,
    };
  return {
    promoCode: code,
    isVoucherOk: false,
    voucherAmtDesc: check.kind === 'refused' ? check.message : '',
    shopVoucherDiscountTotal: 0,
  };
}
