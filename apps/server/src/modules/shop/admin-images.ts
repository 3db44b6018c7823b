import type { Transaction } from 'kysely';
import { inDecodeQueue } from '../../images/decode-queue.js';
import { loadSharp } from '../../images/sharp.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

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
    throw badRequest(SHOP_ADMIN_TEXTS.imageName, {
      fileName: SHOP_ADMIN_FIELD_TEXTS.invalidName,
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
      throw badRequest(SHOP_ADMIN_TEXTS.notAnImage, { file: SHOP_ADMIN_FIELD_TEXTS.notAnImage });
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
