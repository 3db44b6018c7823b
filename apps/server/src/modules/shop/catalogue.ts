import type { TLanguageTag } from '@portal/contract';
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
import { sayProduct, toProduct } from './product-view.js';
import { programmeTexts } from '../../programme-texts/index.js';
import { shopInfo } from './shop-info.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cardSetupFor, memberCluster } from './card-setup.js';
import { advertShownIn, offeredProductIds } from './cluster-offers.js';

/**
 * The category accordion, the basket button's totals and the shop settings. Categories with
 * nothing offered in the member's cluster are left out.
 */
export async function categoryList(ctx: AppContext, memberId: number) {
  const { db } = ctx.database;
  const cluster = await memberCluster(db, memberId);
  const [cats, basket, balances, settings] = await Promise.all([
    categoryRows(db, cluster),
    memberBasket(db, ctx.config, memberId),
    memberBalances(db, memberId),
    getProgrammeSettings(db, ctx.config),
  ]);
  return {
    cats,
    totalBasketQty: basket.totalBasketQty,
    totalBasketPrice: basket.totalBasketPrice,
    inf: shopInfo(ctx.config, settings, balances.redeem, cardSetupFor(ctx.config, settings, cluster)),
  };
}

/** The products of one level-3 category (the accordion's leaves) offered in the member's cluster. */
export async function productList(
  ctx: AppContext,
  memberId: number,
  prodCat3Id: number,
  locale: TLanguageTag,
) {
  const { db } = ctx.database;
  const cat = await findCategory(db, prodCat3Id);
  if (!cat || cat.level !== 3 || (await isCategoryHidden(db, cat.id))) throw notFound();
  const products = await activeProductsIn(db, cat.id, await memberCluster(db, memberId));
  const texts = await programmeTexts(db, locale);
  return {
    catName: cat.name,
    products: products.map((p, i) => sayProduct(texts, toProduct(ctx.config, p, i + 1))),
  };
}

/** The ad rotator's adverts shown in the member's cluster; `img` is relative to `imageBase`. */
export async function advertData(ctx: AppContext, memberId: number, locale: TLanguageTag) {
  const { db } = ctx.database;
  const [cluster, texts] = await Promise.all([memberCluster(db, memberId), programmeTexts(db, locale)]);
  const rows = await db
    .selectFrom('shopAdverts as a')
    .select(['a.id', 'a.what', 'a.href', 'a.img'])
    .where('a.active', '=', 1)
    .where(advertShownIn('a.id', cluster))
    .orderBy('a.sortOrder')
    .orderBy('a.id')
    .execute();
  return {
    advertData: rows.map((a) => ({
      what: texts.say('advert', a.id, 'what', a.what),
      href: a.href,
      img: a.img,
    })),
    imageBase: ctx.config.SHOP_IMAGE_BASE_URL,
  };
}

/**
 * One product's own page. A withdrawn product, one in a hidden category or one not offered in
 * the member's cluster is not found, as the product list leaves it out.
 */
export async function productPage(
  ctx: AppContext,
  memberId: number,
  productId: number,
  locale: TLanguageTag,
) {
  const { db } = ctx.database;
  const product = await findProduct(db, productId);
  if (!product?.active || (await isCategoryHidden(db, product.categoryId))) throw notFound();
  const offered = await offeredProductIds(db, [product.id], await memberCluster(db, memberId));
  if (!offered.has(product.id)) throw notFound();
  return { product: sayProduct(await programmeTexts(db, locale), toProduct(ctx.config, product, 1)) };
}
