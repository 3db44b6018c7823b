import Papa from 'papaparse';
import { sql, type Transaction } from 'kysely';
import { type adminCatalogue, withValues } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import {
  createProduct,
  createPromoCode,
  importVoucherCodes,
  productClusters,
  restoreProduct,
  setProductClusters,
  updateProduct,
  withdrawProduct,
} from '../../shop/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../../i18n/index.js';

/**
 * Shop upkeep for the admin area and `npm run admin`: each change runs the shop's own service
 * function and records the audit entry in the same transaction.
 */
type Reader = Db | Transaction<DB>;

async function categoryPaths(db: Reader): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('shopCategories')
    .select(['id', 'name', 'parentId', 'level', 'sortOrder'])
    .orderBy('sortOrder')
    .orderBy('name')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number): string => {
    const c = byId.get(id);
    if (!c) return '';
    return c.parentId === null ? c.name : `${pathOf(c.parentId)} / ${c.name}`;
  };
  return new Map(rows.filter((r) => r.level === 3).map((r) => [r.id, pathOf(r.id)]));
}

export async function listCategories(db: Db): Promise<{ categories: { id: number; path: string }[] }> {
  const paths = await categoryPaths(db);
  return {
    categories: [...paths].map(([id, path]) => ({ id, path })).sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/** Products by id, or those matching the search (description, code or brand). */
function productsWhere(db: Reader, ids: number[] | null, search: string) {
  let q = db.selectFrom('shopProducts as p');
  if (ids) q = q.where('p.id', 'in', ids.length ? ids : [-1]);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(p.description) like ${pattern} escape '\\'`,
        sql<boolean>`lower(p.product_code) like ${pattern} escape '\\'`,
        sql<boolean>`lower(p.brand) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return q;
}

/** A page of the products (all of them when ids are given), in description order. */
async function productViews(
  db: Reader,
  ids: number[] | null,
  search = '',
  page = { page: 1, pageSize: 500 },
): Promise<adminCatalogue.TAdminProduct[]> {
  const q = productsWhere(db, ids, search)
    .select([
      'p.id',
      'p.productCode',
      'p.categoryId',
      'p.description',
      'p.brand',
      'p.model',
      'p.price',
      'p.noBasket',
      'p.active',
      'p.stockMode',
      'p.stockCount',
      'p.imageFile',
    ])
    .select((eb) =>
      eb
        .selectFrom('shopVoucherCodes as v')
        .whereRef('v.productId', '=', 'p.id')
        .where('v.orderItemId', 'is', null)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('codesLeft'),
    )
    .orderBy('p.description')
    .orderBy('p.id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [rows, paths] = await Promise.all([q.execute(), categoryPaths(db)]);
  const clusters = await productClusters(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    productCode: r.productCode,
    categoryId: r.categoryId,
    categoryPath: paths.get(r.categoryId) ?? '',
    description: r.description,
    brand: r.brand,
    model: r.model,
    price: r.price,
    noBasket: r.noBasket === 'N' ? 'N' : 'Y',
    active: Number(r.active) === 1,
    stockMode: r.stockMode,
    stockLeft:
      r.stockMode === 'voucher'
        ? Number(r.codesLeft ?? 0)
        : r.stockMode === 'limited'
          ? (r.stockCount ?? 0)
          : null,
    imageFile: r.imageFile,
    clusters: clusters.get(r.id) ?? [],
  }));
}

export async function productView(db: Reader, id: number): Promise<adminCatalogue.TAdminProduct> {
  const [p] = await productViews(db, [id]);
  if (!p) throw notFound();
  return p;
}

/** The catalogue grows without bound, so the admin list comes a page at a time. */
export async function listProducts(db: Db, body: { search: string; page: number; pageSize: number }) {
  const [products, count] = await Promise.all([
    productViews(db, null, body.search, body),
    productsWhere(db, null, body.search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { products, total: Number(count.n) };
}

type AddBody = adminCatalogue.AddProductBody;

export async function addProduct(ctx: AppContext, actor: AdminActor, body: AddBody) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const { active, clusters, ...input } = body;
    const id = await createProduct(trx, input, at);
    if (!active) await withdrawProduct(trx, id, at);
    await setProductClusters(trx, id, clusters);
    const product = await productView(trx, id);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.product-add',
      target: `product ${product.productCode} ${product.description}`,
      before: null,
      after: product,
      at,
    });
    return { product };
  });
}

/** The fields a change may touch; the audit entry names only those that really changed. */
const EDITABLE = [
  'description',
  'brand',
  'model',
  'categoryId',
  'noBasket',
  'price',
  'active',
  'clusters',
] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function changeProduct(
  ctx: AppContext,
  actor: AdminActor,
  body: adminCatalogue.UpdateProductBody,
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await productView(trx, body.productId);
    const { productId, active, clusters, ...fields } = body;
    const patch = Object.fromEntries(
      Object.entries(fields).filter(([k, v]) => v !== undefined && v !== before[k as keyof typeof before]),
    );
    if (Object.keys(patch).length) await updateProduct(trx, productId, patch, at);
    if (active === false && before.active) await withdrawProduct(trx, productId, at);
    if (active === true && !before.active) await restoreProduct(trx, productId, at);
    if (clusters && !same([...clusters].sort(), before.clusters))
      await setProductClusters(trx, productId, clusters);
    const product = await productView(trx, productId);
    const changed = EDITABLE.filter((k) => !same(product[k], before[k]));
    if (changed.length) {
      await recordAdminAction(trx, {
        actor,
        action: 'shop.product-update',
        target: `product ${product.productCode} ${product.description}`,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, product[k]])),
        at,
      });
    }
    return { product };
  });
}

/** Lists rows as "row 3, 7" (at most ten, then "and N more"). */
const rowList = (rows: number[]) =>
  rows.slice(0, 10).join(', ') + (rows.length > 10 ? ` and ${rows.length - 10} more` : '');

/**
 * Reads pasted CSV or plain text (one code a line; the first cell counts) and refuses the whole
 * import, naming row numbers, when a code is blank, repeated in the text or already in stock.
 * The shop's importVoucherCodes checks the same again inside the transaction (a race with
 * another import), naming the codes.
 */
export async function importCodes(
  ctx: AppContext,
  actor: AdminActor,
  body: { productId: number; text: string },
) {
  const at = ctx.clock.now().toISOString();
  const parsed = Papa.parse<string[]>(body.text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  // Row numbers are line numbers of the text as pasted (blank lines skipped but counted).
  const lines = body.text.replace(/^\ufeff/, '').split(/\r?\n/);
  const rowNumbers: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim()) rowNumbers.push(i + 1);
  });
  const rows = parsed.data.map((r, i) => ({ row: rowNumbers[i] ?? i + 1, code: (r[0] ?? '').trim() }));
  const data = rows.length && rows[0]!.code.toLowerCase() === 'code' ? rows.slice(1) : rows;
  if (data.length === 0)
    throw badRequest(SHOP_ADMIN_TEXTS.noCodesToImport, { text: SHOP_ADMIN_FIELD_TEXTS.pasteCodes });
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await productView(trx, body.productId);
    if (before.stockMode !== 'voucher')
      throw badRequest(SHOP_ADMIN_TEXTS.vouchersOnly, { productId: SHOP_ADMIN_FIELD_TEXTS.notAVoucher });
    const bad = data.filter((r) => !r.code || r.code.length > 100).map((r) => r.row);
    if (bad.length)
      throw badRequest(withValues(SHOP_ADMIN_TEXTS.codeTooLongAt, { rows: rowList(bad) }), {
        text: SHOP_ADMIN_FIELD_TEXTS.blankOrLong,
      });
    const firstRow = new Map<string, number>();
    const repeated: number[] = [];
    for (const r of data) {
      if (firstRow.has(r.code)) repeated.push(r.row);
      else firstRow.set(r.code, r.row);
    }
    const inStock: number[] = [];
    const codes = [...firstRow.keys()];
    for (let i = 0; i < codes.length; i += 500) {
      const found = await trx
        .selectFrom('shopVoucherCodes')
        .select('code')
        .where('productId', '=', body.productId)
        .where('code', 'in', codes.slice(i, i + 500))
        .execute();
      for (const f of found) inStock.push(...data.filter((r) => r.code === f.code).map((r) => r.row));
    }
    if (repeated.length || inStock.length) {
      const rows = { repeated: rowList(repeated), inStock: rowList(inStock.sort((a, b) => a - b)) };
      const which = !inStock.length
        ? SHOP_ADMIN_TEXTS.duplicateRepeated
        : !repeated.length
          ? SHOP_ADMIN_TEXTS.duplicateInStock
          : SHOP_ADMIN_TEXTS.duplicateBoth;
      throw badRequest(withValues(which, rows), {
        text: SHOP_ADMIN_FIELD_TEXTS.duplicates,
      });
    }
    const { imported } = await importVoucherCodes(
      trx,
      body.productId,
      data.map((r) => [r.code]),
      at,
    );
    const product = await productView(trx, body.productId);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.voucher-import',
      target: `product ${product.productCode} ${product.description}`,
      before: { stockLeft: before.stockLeft },
      after: { stockLeft: product.stockLeft, imported },
      at,
    });
    return { imported, product };
  });
}

export async function addPromoCode(ctx: AppContext, actor: AdminActor, body: adminCatalogue.PromoBody) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const promo = await createPromoCode(trx, body, at);
    const after = {
      code: promo.code,
      kind: promo.kind,
      amount: promo.amount,
      validFrom: promo.validFrom,
      validTo: promo.validTo,
    };
    await recordAdminAction(trx, {
      actor,
      action: 'shop.promo-create',
      target: `promo ${promo.code}`,
      before: null,
      after: {
        ...after,
        maxUsesTotal: promo.maxUsesTotal,
        maxUsesPerMember: promo.maxUsesPerMember,
        minBasket: promo.minBasket,
      },
      at,
    });
    return after;
  });
}
