import { withValues } from '@portal/contract';
/** Promo codes for the administration screens and the demo loader. */
import type { Transaction } from 'kysely';
import type { DB, ShopPromoKind } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { normalisePromoCode, type PromoRow } from './promo.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

export interface PromoInput {
  code: string;
  kind: ShopPromoKind;
  amount: number;
  validFrom: string;
  validTo: string;
  maxUsesTotal?: number | null;
  maxUsesPerMember?: number | null;
  minBasket?: number;
  description?: string;
}

function checkPromoRules(
  input: Pick<PromoInput, 'validFrom' | 'validTo' | 'maxUsesTotal' | 'maxUsesPerMember' | 'minBasket'>,
) {
  const from = Date.parse(input.validFrom);
  const to = Date.parse(input.validTo);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    throw badRequest(SHOP_ADMIN_TEXTS.invalidValidity, { validTo: SHOP_ADMIN_FIELD_TEXTS.afterStart });
  for (const [field, n] of [
    ['maxUsesTotal', input.maxUsesTotal],
    ['maxUsesPerMember', input.maxUsesPerMember],
    ['minBasket', input.minBasket],
  ] as const) {
    if (n !== undefined && n !== null && (!Number.isSafeInteger(n) || n < 0))
      throw badRequest(SHOP_ADMIN_TEXTS.limitsWholeNumbers, { [field]: SHOP_ADMIN_FIELD_TEXTS.invalid });
  }
  return { validFrom: new Date(from).toISOString(), validTo: new Date(to).toISOString() };
}

export type PromoPatch = Partial<
  Pick<
    PromoInput,
    'validFrom' | 'validTo' | 'maxUsesTotal' | 'maxUsesPerMember' | 'minBasket' | 'description'
  >
> & { active?: boolean };

/**
 * Changes a promo code's dates, limits or description, or switches it off. The code, kind and
 * amount stay as they were: orders already placed name them, so a different discount is a new
 * code. Lowering the total limit below the uses so far simply ends the code.
 */
export async function updatePromoCode(
  trx: Transaction<DB>,
  id: number,
  patch: PromoPatch,
): Promise<PromoRow> {
  const promo = await trx.selectFrom('shopPromoCodes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!promo) throw notFound();
  const merged = {
    validFrom: patch.validFrom ?? promo.validFrom,
    validTo: patch.validTo ?? promo.validTo,
    maxUsesTotal: patch.maxUsesTotal === undefined ? promo.maxUsesTotal : patch.maxUsesTotal,
    maxUsesPerMember: patch.maxUsesPerMember === undefined ? promo.maxUsesPerMember : patch.maxUsesPerMember,
    minBasket: patch.minBasket ?? promo.minBasket,
  };
  const dates = checkPromoRules(merged);
  return trx
    .updateTable('shopPromoCodes')
    .set({
      ...merged,
      ...dates,
      description: patch.description ?? promo.description,
      active: patch.active === undefined ? promo.active : patch.active ? 1 : 0,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createPromoCode(
  trx: Transaction<DB>,
  input: PromoInput,
  at: string,
): Promise<PromoRow> {
  const code = normalisePromoCode(input.code);
  if (!/^[A-Z0-9_-]{3,40}$/.test(code))
    throw badRequest(SHOP_ADMIN_TEXTS.promoCodeShape, {
      code: SHOP_ADMIN_FIELD_TEXTS.invalidCode,
    });
  if (
    !Number.isSafeInteger(input.amount) ||
    input.amount <= 0 ||
    (input.kind === 'percent' && input.amount > 100)
  ) {
    throw badRequest(SHOP_ADMIN_TEXTS.promoDiscount, {
      amount: SHOP_ADMIN_FIELD_TEXTS.invalidAmount,
    });
  }
  const dates = checkPromoRules(input);
  const taken = await trx
    .selectFrom('shopPromoCodes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (taken)
    throw badRequest(withValues(SHOP_ADMIN_TEXTS.promoCodeTaken, { code }), {
      code: SHOP_ADMIN_FIELD_TEXTS.alreadyExists,
    });
  return trx
    .insertInto('shopPromoCodes')
    .values({
      code,
      kind: input.kind,
      amount: input.amount,
      ...dates,
      maxUsesTotal: input.maxUsesTotal ?? null,
      maxUsesPerMember: input.maxUsesPerMember ?? null,
      minBasket: input.minBasket ?? 0,
      usesCount: 0,
      active: 1,
      description: input.description ?? '',
      createdAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
