import type { AppContext } from '../../../http/context.js';
import { saveShopImage, updateProduct } from '../../shop/index.js';
import { productView } from './product-service.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';

/**
 * A product's picture: sharp re-encodes the upload as WebP under a new name (so cached copies of
 * the old picture never show for the new one) and the product points at it. The old file stays:
 * an order or an advert may show it.
 */
export async function uploadProductImage(
  ctx: AppContext,
  actor: AdminActor,
  productId: number,
  image: Buffer,
) {
  const now = ctx.clock.now();
  const at = now.toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await productView(trx, productId);
    const name = `product-${productId}-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 6)}.webp`;
    const imageFile = await saveShopImage(trx, name, image, at);
    await updateProduct(trx, productId, { imageFile }, at);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.product-image',
      target: `product ${before.productCode} ${before.description}`,
      before: { imageFile: before.imageFile },
      after: { imageFile },
      at,
    });
    return { productId, imageFile };
  });
}
