import type { adminCatalogue } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import {
  advertClusters,
  createAdvert,
  deleteAdvert,
  findAdvert,
  setAdvertClusters,
  updateAdvert,
  type AdvertRow,
} from '../../shop/index.js';
import { saveShopImage } from '../../shop/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';

/** Adverts of the shop's rotator: each change and its audit entry in one transaction. */

const view = (r: AdvertRow, clusters: readonly string[]): adminCatalogue.TAdminAdvert => ({
  id: r.id,
  what: r.what,
  href: r.href,
  img: r.img,
  sortOrder: r.sortOrder,
  active: Number(r.active) === 1,
  clusters: [...clusters],
});

/** The advert as the admin screens show it, with the clusters it is limited to. */
async function viewOf(db: Db | Transaction<DB>, r: AdvertRow) {
  return view(r, (await advertClusters(db, [r.id])).get(r.id) ?? []);
}
/** Every upload takes a new name, so browsers may cache /shopimg/ files for a day. */
const imageName = (ctx: AppContext) =>
  `advert-${ctx.clock.now().getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}.webp`;

export async function listAdverts(db: Db) {
  const rows = await db.selectFrom('shopAdverts').selectAll().orderBy('sortOrder').orderBy('id').execute();
  const clusters = await advertClusters(
    db,
    rows.map((r) => r.id),
  );
  return { adverts: rows.map((r) => view(r, clusters.get(r.id) ?? [])) };
}

type AddBody = Omit<adminCatalogue.TAdminAdvert, 'id' | 'img'>;

export async function addAdvert(ctx: AppContext, actor: AdminActor, body: AddBody, image: Buffer) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const img = await saveShopImage(trx, imageName(ctx), image, at);
    const { clusters, ...fields } = body;
    const row = await createAdvert(trx, { ...fields, img });
    await setAdvertClusters(trx, row.id, clusters);
    const advert = await viewOf(trx, row);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.advert-add',
      target: `advert ${advert.id} ${advert.what}`,
      before: null,
      after: advert,
      at,
    });
    return { advert };
  });
}

export async function changeAdvert(
  ctx: AppContext,
  actor: AdminActor,
  body: { advertId: number } & Partial<AddBody>,
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await viewOf(trx, await findAdvert(trx, body.advertId));
    const { advertId, clusters, ...patch } = body;
    if (clusters) await setAdvertClusters(trx, advertId, clusters);
    const advert = await viewOf(trx, await updateAdvert(trx, advertId, patch));
    if (JSON.stringify(before) !== JSON.stringify(advert)) {
      const verb =
        before.active !== advert.active ? (advert.active ? 'advert-show' : 'advert-hide') : 'advert-update';
      await recordAdminAction(trx, {
        actor,
        action: `shop.${verb}`,
        target: `advert ${advert.id} ${advert.what}`,
        before,
        after: advert,
        at,
      });
    }
    return { advert };
  });
}

export async function replaceAdvertImage(
  ctx: AppContext,
  actor: AdminActor,
  advertId: number,
  image: Buffer,
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await viewOf(trx, await findAdvert(trx, advertId));
    const img = await saveShopImage(trx, imageName(ctx), image, at);
    const advert = await viewOf(trx, await updateAdvert(trx, advertId, { img }));
    await recordAdminAction(trx, {
      actor,
      action: 'shop.advert-image',
      target: `advert ${advert.id} ${advert.what}`,
      before: { img: before.img },
      after: { img },
      at,
    });
    return { advert };
  });
}

export async function removeAdvert(ctx: AppContext, actor: AdminActor, advertId: number) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await viewOf(trx, await findAdvert(trx, advertId));
    await deleteAdvert(trx, advertId);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.advert-remove',
      target: `advert ${before.id} ${before.what}`,
      before,
      after: null,
      at,
    });
    return { advertId };
  });
}
