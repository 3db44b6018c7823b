import type { adminCatalogue } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import { updatePromoCode } from '../../shop/index.js';
import type { PromoRow } from '../../shop/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';

/** Promo codes: the list with uses so far, and changes to dates, limits and on/off. */

const view = (r: PromoRow): adminCatalogue.TAdminPromo => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  amount: r.amount,
  validFrom: r.validFrom,
  validTo: r.validTo,
  maxUsesTotal: r.maxUsesTotal,
  maxUsesPerMember: r.maxUsesPerMember,
  minBasket: r.minBasket,
  usesCount: r.usesCount,
  active: Number(r.active) === 1,
  description: r.description,
});

/** Codes pile up over the years, so the list comes a page at a time, newest first. */
export async function listPromos(db: Db, page: { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('shopPromoCodes')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('shopPromoCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { promos: rows.map(view), total: Number(count.n) };
}

export async function changePromo(ctx: AppContext, actor: AdminActor, body: adminCatalogue.PromoUpdateBody) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const { promoId, ...patch } = body;
    const row = await trx
      .selectFrom('shopPromoCodes')
      .selectAll()
      .where('id', '=', promoId)
      .executeTakeFirst();
    const before = row ? view(row) : null;
    const promo = view(await updatePromoCode(trx, promoId, patch));
    // Only the fields that changed, so the log reads as the change itself.
    const keys = (Object.keys(promo) as (keyof typeof promo)[]).filter(
      (k) => before && promo[k] !== before[k],
    );
    if (before && keys.length) {
      const verb =
        keys.length === 1 && keys[0] === 'active'
          ? promo.active
            ? 'promo-activate'
            : 'promo-deactivate'
          : 'promo-update';
      await recordAdminAction(trx, {
        actor,
        action: `shop.${verb}`,
        target: `promo ${promo.code}`,
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, promo[k]])),
        at,
      });
    }
    return { promo };
  });
}
