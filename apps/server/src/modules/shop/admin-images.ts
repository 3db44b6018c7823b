import type { Transaction } from 'kysely';
import { inDecodeQueue } from '../../images/decode-queue.js';
import { loadSharp } from '../../images/sharp.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

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
