import { sql, type SqlBool, type Transaction } from 'kysely';
import { SHOP_MESSAGES, withValues } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

type Reader = Db | Transaction<DB>;

/**
 * Products and adverts may be limited to clusters (countries): with no rows in their clusters
 * table they are offered everywhere, with rows only in the clusters named. A member sees, adds
 * and orders only what is offered in their own cluster.
 */

/** Whether the product whose id is in `idColumn` ('p.id') is offered in the cluster. */
export const productOfferedIn = (idColumn: string, clusterCode: string) =>
  sql<SqlBool>`(not exists (select 1 from shop_product_clusters pc where pc.product_id = ${sql.ref(idColumn)})
    or exists (select 1 from shop_product_clusters pc where pc.product_id = ${sql.ref(idColumn)} and pc.cluster_code = ${clusterCode}))`;

/** Whether the advert whose id is in `idColumn` is shown in the cluster. */
export const advertShownIn = (idColumn: string, clusterCode: string) =>
  sql<SqlBool>`(not exists (select 1 from shop_advert_clusters ac where ac.advert_id = ${sql.ref(idColumn)})
    or exists (select 1 from shop_advert_clusters ac where ac.advert_id = ${sql.ref(idColumn)} and ac.cluster_code = ${clusterCode}))`;

/** Of these products, the ids offered in the cluster. */
export async function offeredProductIds(
  db: Reader,
  productIds: readonly number[],
  clusterCode: string,
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('shopProducts as p')
    .select('p.id')
    .where('p.id', 'in', [...productIds])
    .where(productOfferedIn('p.id', clusterCode))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Refuses, as the basket's other refusals do, a product not offered in the member's cluster. */
export async function requireOffered(db: Reader, productId: number, clusterCode: string): Promise<void> {
  if (!(await offeredProductIds(db, [productId], clusterCode)).has(productId))
    throw badRequest(SHOP_MESSAGES.notOfferedInCluster);
}

/** The clusters each of these products (or adverts) is limited to; absent means all clusters. */
export async function productClusters(db: Reader, productIds: readonly number[]) {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('shopProductClusters')
          .select(['productId', 'clusterCode'])
          .where('productId', 'in', [...productIds])
          .orderBy('clusterCode')
          .execute();
  const byId = new Map<number, string[]>();
  for (const r of rows) byId.set(r.productId, [...(byId.get(r.productId) ?? []), r.clusterCode]);
  return byId;
}

export async function advertClusters(db: Reader, advertIds: readonly number[]) {
  const rows =
    advertIds.length === 0
      ? []
      : await db
          .selectFrom('shopAdvertClusters')
          .select(['advertId', 'clusterCode'])
          .where('advertId', 'in', [...advertIds])
          .orderBy('clusterCode')
          .execute();
  const byId = new Map<number, string[]>();
  for (const r of rows) byId.set(r.advertId, [...(byId.get(r.advertId) ?? []), r.clusterCode]);
  return byId;
}

/** Clusters that do not exist, named in a limit: refused with the field's error. */
async function checkClusters(trx: Transaction<DB>, codes: readonly string[], field: string) {
  if (codes.length === 0) return;
  const known = new Set(
    (
      await trx
        .selectFrom('clusters')
        .select('code')
        .where('code', 'in', [...codes])
        .execute()
    ).map((r) => r.code),
  );
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length)
    throw badRequest(withValues(SHOP_ADMIN_TEXTS.noSuchClusters, { clusters: unknown.join(', ') }), {
      [field]: SHOP_ADMIN_FIELD_TEXTS.chooseClusters,
    });
}

/** Limits the product to these clusters; an empty list offers it in every cluster. */
export async function setProductClusters(trx: Transaction<DB>, productId: number, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  await checkClusters(trx, unique, 'clusters');
  await trx.deleteFrom('shopProductClusters').where('productId', '=', productId).execute();
  if (unique.length)
    await trx
      .insertInto('shopProductClusters')
      .values(unique.map((clusterCode) => ({ productId, clusterCode })))
      .execute();
}

/** Shows the advert only in these clusters; an empty list shows it in every cluster. */
export async function setAdvertClusters(trx: Transaction<DB>, advertId: number, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  await checkClusters(trx, unique, 'clusters');
  await trx.deleteFrom('shopAdvertClusters').where('advertId', '=', advertId).execute();
  if (unique.length)
    await trx
      .insertInto('shopAdvertClusters')
      .values(unique.map((clusterCode) => ({ advertId, clusterCode })))
      .execute();
}
