/**
 * Catalogue upkeep for the programme administration screens and the demo loader:
 * categories, products (a price change makes baskets report CHANGED or DECREASED, a
 * withdrawal DELETED), product images, voucher-code stock and promo codes. Each function runs
 * inside the caller's transaction and checks the rules the database does not.
 */
import type { Transaction } from 'kysely';
import { inDecodeQueue } from '../../images/decode-queue.js';
import { loadSharp } from '../../images/sharp.js';
import type { DB, ShopPromoKind, ShopStockMode } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findCategory, findProduct, type ProductRow } from './catalogue-repository.js';
import { normalisePromoCode, type PromoRow } from './promo.js';

export async function createCategory(
  trx: Transaction<DB>,
  input: { name: string; parentId: number | null; sortOrder?: number },
): Promise<number> {
  const name = input.name.trim();
  if (!name) throw badRequest('A category needs a name.', { name: 'Required' });
  let level: 1 | 2 | 3 = 1;
  if (input.parentId !== null) {
    const parent = await findCategory(trx, input.parentId);
    if (!parent) throw badRequest('The parent category does not exist.', { parentId: 'Not found' });
    if (parent.level === 3)
      throw badRequest('Categories go three levels deep at most.', { parentId: 'Too deep' });
    level = (parent.level + 1) as 2 | 3;
  }
  await checkSiblingName(trx, input.parentId, name, null);
  const row = await trx
    .insertInto('shopCategories')
    .values({ name, parentId: input.parentId, level, sortOrder: input.sortOrder ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Names are unique among siblings (the database only enforces it below the top level). */
async function checkSiblingName(
  trx: Transaction<DB>,
  parentId: number | null,
  name: string,
  exceptId: number | null,
) {
  let q = trx
    .selectFrom('shopCategories')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  q = parentId === null ? q.where('parentId', 'is', null) : q.where('parentId', '=', parentId);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst())
    throw badRequest(`There is already a category called ${name} here.`, { name: 'Already in use' });
}

/** Renames, reorders or hides a category; hiding one hides everything under it in the shop. */
export async function updateCategory(
  trx: Transaction<DB>,
  id: number,
  patch: { name?: string; sortOrder?: number; hidden?: boolean },
): Promise<void> {
  const cat = await findCategory(trx, id);
  if (!cat) throw notFound();
  const set: { name?: string; sortOrder?: number; hidden?: number } = {};
  if (patch.name !== undefined) {
    const name = patch.name.trim();
    if (!name) throw badRequest('A category needs a name.', { name: 'Required' });
    await checkSiblingName(trx, cat.parentId, name, id);
    set.name = name;
  }
  if (patch.sortOrder !== undefined) set.sortOrder = patch.sortOrder;
  if (patch.hidden !== undefined) set.hidden = patch.hidden ? 1 : 0;
  if (Object.keys(set).length)
    await trx.updateTable('shopCategories').set(set).where('id', '=', id).execute();
}

export interface ProductInput {
  productCode: string;
  categoryId: number;
  description: string;
  brand?: string;
  model?: string;
  priceDescription?: string;
  /** The fAB blurb, tags written [~b~]like this[~/b~]. */
  features?: string;
  imageFile?: string;
  price: number;
  noBasket?: 'Y' | 'N';
  stockMode?: ShopStockMode;
  /** Required for 'limited'. */
  stockCount?: number;
  sortOrder?: number;
}

function checkPrice(price: number) {
  if (!Number.isSafeInteger(price) || price <= 0)
    throw badRequest('The price must be a whole number of points above 0.', { price: 'Invalid price' });
}

async function checkLeafCategory(trx: Transaction<DB>, id: number) {
  const cat = await findCategory(trx, id);
  if (!cat || cat.level !== 3)
    throw badRequest('Products belong in a third-level category.', {
      categoryId: 'Choose a third-level category',
    });
}

function stockColumns(
  mode: ShopStockMode,
  count: number | undefined,
): { stockMode: ShopStockMode; stockCount: number | null } {
  if (mode !== 'limited') return { stockMode: mode, stockCount: null };
  if (count === undefined || !Number.isSafeInteger(count) || count < 0) {
    throw badRequest('A limited product needs its stock count.', { stockCount: 'Required' });
  }
  return { stockMode: mode, stockCount: count };
}

export async function createProduct(trx: Transaction<DB>, input: ProductInput, at: string): Promise<number> {
  checkPrice(input.price);
  await checkLeafCategory(trx, input.categoryId);
  const code = input.productCode.trim();
  if (!code) throw badRequest('A product needs a code.', { productCode: 'Required' });
  const taken = await trx
    .selectFrom('shopProducts')
    .select('id')
    .where('productCode', '=', code)
    .executeTakeFirst();
  if (taken) throw badRequest(`Product code ${code} is already in use.`, { productCode: 'Already in use' });
  const row = await trx
    .insertInto('shopProducts')
    .values({
      productCode: code,
      categoryId: input.categoryId,
      description: input.description.trim(),
      brand: input.brand ?? '',
      model: input.model ?? '',
      priceDescription: input.priceDescription ?? '',
      features: input.features ?? '',
      imageFile: input.imageFile ?? '',
      price: input.price,
      noBasket: input.noBasket ?? 'Y',
      active: 1,
      ...stockColumns(input.stockMode ?? 'unlimited', input.stockCount),
      sortOrder: input.sortOrder ?? 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a product. Baskets keep the price each item went in at, so after a price change
 * they report CHANGED (dearer) or DECREASED (cheaper) with both prices; orders placed
 * from then on pay the new price.
 */
export async function updateProduct(
  trx: Transaction<DB>,
  id: number,
  patch: Partial<Omit<ProductInput, 'productCode'>>,
  at: string,
): Promise<ProductRow> {
  const product = await findProduct(trx, id);
  if (!product) throw notFound();
  if (patch.price !== undefined) checkPrice(patch.price);
  if (patch.categoryId !== undefined) await checkLeafCategory(trx, patch.categoryId);
  const { stockMode, stockCount, ...rest } = patch;
  const stock =
    stockMode !== undefined || stockCount !== undefined
      ? stockColumns(stockMode ?? product.stockMode, stockCount ?? product.stockCount ?? undefined)
      : {};
  await trx
    .updateTable('shopProducts')
    .set({ ...rest, ...stock, updatedAt: at })
    .where('id', '=', id)
    .execute();
  return (await findProduct(trx, id))!;
}

/** Takes a product off sale: it leaves the catalogue and baskets report it DELETED. */
export async function withdrawProduct(trx: Transaction<DB>, id: number, at: string): Promise<void> {
  const res = await trx
    .updateTable('shopProducts')
    .set({ active: 0, updatedAt: at })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound();
}

export async function restoreProduct(trx: Transaction<DB>, id: number, at: string): Promise<void> {
  const res = await trx
    .updateTable('shopProducts')
    .set({ active: 1, updatedAt: at })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound();
}

/**
 * Stores a product or advert image under a file name. Uploads are re-encoded as WebP by
 * sharp (at most 800 px, metadata stripped); SVG drawn by the demo is stored as it is.
 */
export async function saveShopImage(
  trx: Transaction<DB>,
  fileName: string,
  bytes: Buffer,
  at: string,
  opts: { svg?: boolean } = {},
): Promise<string> {
  if (!/^[\w.-]{1,120}$/.test(fileName))
    throw badRequest('Image names use letters, digits, dot, dash and underscore.', {
      fileName: 'Invalid name',
    });
  let data = bytes;
  let contentType = 'image/svg+xml';
  if (!opts.svg) {
    const sharp = await loadSharp();
    try {
      data = await inDecodeQueue(() =>
        sharp(bytes)
          .rotate()
          .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
    } catch {
      throw badRequest('That file is not an image we can read.', { file: 'Not an image' });
    }
    contentType = 'image/webp';
  }
  await trx
    .insertInto('shopImages')
    .values({ fileName, contentType, data, updatedAt: at })
    .onConflict((oc) => oc.column('fileName').doUpdateSet({ contentType, data, updatedAt: at }))
    .execute();
  return fileName;
}

export interface ImportResult {
  imported: number;
}

/**
 * Adds voucher codes to a product's stock from CSV rows (the first cell of each row is the
 * code; a header row 'code' is skipped). The whole import is refused if any code is blank,
 * repeated in the file or already in stock, naming the culprits, so a file is never half loaded.
 */
export async function importVoucherCodes(
  trx: Transaction<DB>,
  productId: number,
  rows: readonly (readonly string[])[],
  at: string,
): Promise<ImportResult> {
  const product = await findProduct(trx, productId);
  if (!product) throw notFound();
  if (product.stockMode !== 'voucher')
    throw badRequest('Only voucher products hold codes.', { productId: 'Not a voucher product' });
  const codes = rows.map((r) => (r[0] ?? '').trim());
  if (codes.length > 0 && codes[0]!.toLowerCase() === 'code') codes.shift();
  if (codes.length === 0) throw badRequest('The file has no codes.', { file: 'No codes' });
  if (codes.some((c) => !c || c.length > 100))
    throw badRequest('Every row needs a code of at most 100 characters.', { file: 'Blank or long code' });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const c of codes) (seen.has(c) ? repeated : seen).add(c);
  const existing = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const chunk = codes.slice(i, i + 500);
    const found = await trx
      .selectFrom('shopVoucherCodes')
      .select('code')
      .where('productId', '=', productId)
      .where('code', 'in', chunk)
      .execute();
    for (const f of found) existing.add(f.code);
  }
  const duplicates = [...new Set([...repeated, ...existing])];
  if (duplicates.length > 0) {
    const list =
      duplicates.slice(0, 10).join(', ') +
      (duplicates.length > 10 ? ` and ${duplicates.length - 10} more` : '');
    throw badRequest(`Duplicate voucher codes refused: ${list}.`, { file: 'Duplicate codes' });
  }
  for (let i = 0; i < codes.length; i += 500) {
    await trx
      .insertInto('shopVoucherCodes')
      .values(
        codes
          .slice(i, i + 500)
          .map((code) => ({ productId, code, orderItemId: null, soldAt: null, createdAt: at })),
      )
      .execute();
  }
  return { imported: codes.length };
}

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
    throw badRequest('The validity dates are not valid.', { validTo: 'Must be after the start' });
  for (const [field, n] of [
    ['maxUsesTotal', input.maxUsesTotal],
    ['maxUsesPerMember', input.maxUsesPerMember],
    ['minBasket', input.minBasket],
  ] as const) {
    if (n !== undefined && n !== null && (!Number.isSafeInteger(n) || n < 0))
      throw badRequest('Limits are whole numbers.', { [field]: 'Invalid' });
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
    throw badRequest('Promo codes are 3 to 40 letters, digits, dashes or underscores.', {
      code: 'Invalid code',
    });
  if (
    !Number.isSafeInteger(input.amount) ||
    input.amount <= 0 ||
    (input.kind === 'percent' && input.amount > 100)
  ) {
    throw badRequest('The discount must be 1–100 percent or a whole number of points.', {
      amount: 'Invalid amount',
    });
  }
  const dates = checkPromoRules(input);
  const taken = await trx
    .selectFrom('shopPromoCodes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (taken) throw badRequest(`Promo code ${code} already exists.`, { code: 'Already exists' });
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
