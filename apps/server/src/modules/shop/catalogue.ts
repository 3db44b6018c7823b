import type { AppContext } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { memberBalances } from '../../ledger/index.js';
import {
  activeProductsIn,
  categoryRows,
  findCategory,
  findProduct,
  isCategoryHidden,
} from './catalogue-repository.js';
import { memberBasket } from './basket.js';
import { toProduct } from './product-view.js';
import { shopInfo } from './shop-info.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cardSetupFor, memberCluster } from './card-setup.js';

/** The category accordion, the basket button's totals and the shop settings. */
export async function categoryList(ctx: AppContext, memberId: number) {
  const { db } = ctx.database;
  const [cats, basket, balances, settings, cluster] = await Promise.all([
    categoryRows(db),
    memberBasket(db, ctx.config, memberId),
    memberBalances(db, memberId),
    getProgrammeSettings(db, ctx.config),
    memberCluster(db, memberId),
  ]);
  return {
    cats,
    totalBasketQty: basket.totalBasketQty,
    totalBasketPrice: basket.totalBasketPrice,
    inf: shopInfo(ctx.config, settings, balances.redeem, cardSetupFor(ctx.config, settings, cluster)),
  };
}

/** The products of one level-3 category (the accordion's leaves). */
export async function productList(ctx: AppContext, prodCat3Id: number) {
  const { db } = ctx.database;
  const cat = await findCategory(db, prodCat3Id);
  if (!cat || cat.level !== 3 || (await isCategoryHidden(db, cat.id))) throw notFound();
  const products = await activeProductsIn(db, cat.id);
  return { catName: cat.name, products: products.map((p, i) => toProduct(ctx.config, p, i + 1)) };
}

/** The ad rotator's adverts; `img` is relative to `imageBase`. */
export async function advertData(ctx: AppContext) {
  const rows = await ctx.database.db
    .selectFrom('shopAdverts')
    .select(['what', 'href', 'img'])
    .where('active', '=', 1)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return { advertData: rows, imageBase: ctx.config.SHOP_IMAGE_BASE_URL };
}

/**
 * One product's own page. A withdrawn product, or one in a hidden category, is not found, as
 * the product list leaves it out.
 */
export async function productPage(ctx: AppContext, productId: number) {
  const { db } = ctx.database;
  const product = await findProduct(db, productId);
  if (!product?.active || (await isCategoryHidden(db, product.categoryId))) throw notFound();
  return { product: toProduct(ctx.config, product, 1) };
}
