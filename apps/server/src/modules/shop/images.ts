import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';

/** Image names are plain file names: letters, digits, dot, dash, underscore. */
const FILE_NAME = /^[\w.-]{1,120}$/;

/**
 * Product and advert images kept in the database (`shop_images`), so every instance serves the
 * same pictures offline. A name stands for fixed bytes (an admin upload takes a new name), so
 * browsers may cache them; the ETag covers a re-upload under the same name.
 */
export function shopImageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { file: string } }>('/shopimg/:file', async (req, reply) => {
    const { file } = req.params;
    const row = FILE_NAME.test(file)
      ? await ctx.database.db
          .selectFrom('shopImages')
          .selectAll()
          .where('fileName', '=', file)
          .executeTakeFirst()
      : undefined;
    if (!row) return reply.status(404).send({ message: 'Not found' });
    const etag = `"${file}-${Date.parse(row.updatedAt)}"`;
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', etag)
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(row.contentType).send(Buffer.from(row.data));
  });
}
