import { withValues } from '@portal/contract';
/**
 * Products for the administration screens and the demo loader (a price change makes baskets
 * report CHANGED or DECREASED, a withdrawal DELETED). Each function runs inside the caller's
 * transaction and checks the rules the database does not.
 */
import type { Transaction } from 'kysely';
import type { DB, ShopStockMode } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findCategory, findProduct, type ProductRow } from './catalogue-repository.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

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
    throw badRequest(SHOP_ADMIN_TEXTS.invalidPrice, { price: SHOP_ADMIN_FIELD_TEXTS.invalidPrice });
}

async function checkLeafCategory(trx: Transaction<DB>, id: number) {
  const cat = await findCategory(trx, id);
  if (!cat || cat.level !== 3)
    throw badRequest(SHOP_ADMIN_TEXTS.leafCategoryOnly, {
      categoryId: SHOP_ADMIN_FIELD_TEXTS.chooseLeaf,
    });
}

function stockColumns(
  mode: ShopStockMode,
  count: number | undefined,
): { stockMode: ShopStockMode; stockCount: number | null } {
  if (mode !== 'limited') return { stockMode: mode, stockCount: null };
  if (count === undefined || !Number.isSafeInteger(count) || count < 0) {
    throw badRequest(SHOP_ADMIN_TEXTS.stockCountNeeded, { stockCount: 'Required' });
  }
  return { stockMode: mode, stockCount: count };
}

export async function createProduct(trx: Transaction<DB>, input: ProductInput, at: string): Promise<number> {
  checkPrice(input.price);
  await checkLeafCategory(trx, input.categoryId);
  const code = input.productCode.trim();
  if (!code) throw badRequest(SHOP_ADMIN_TEXTS.productNeedsCode, { productCode: 'Required' });
  const taken = await trx
    .selectFrom('shopProducts')
    .select('id')
    .where('productCode', '=', code)
    .executeTakeFirst();
  if (taken)
    throw badRequest(withValues(SHOP_ADMIN_TEXTS.productCodeTaken, { code }), {
      productCode: SHOP_ADMIN_FIELD_TEXTS.alreadyInUse,
    });
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
