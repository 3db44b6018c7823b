import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, toFormErrors, type CallDef } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { readUploadWithFields } from '../../../images/upload.js';
import { HttpError } from '../../../lib/errors.js';
import { actorOf } from '../../../audit/audit-log.js';
import { addAdvert, changeAdvert, listAdverts, removeAdvert, replaceAdvertImage } from './advert-service.js';
import { addCategory, categoryTree, changeCategory } from './category-service.js';
import { uploadProductImage } from './product-image-service.js';
import {
  addProduct,
  addPromoCode,
  changeProduct,
  importCodes,
  listCategories,
  listProducts,
} from './product-service.js';
import { changePromo, listPromos } from './promo-service.js';

/** Reads a picture upload (field filePic) and checks the text fields sent with it against the call. */
async function readPicture<C extends CallDef>(
  req: FastifyRequest,
  ctx: AppContext,
  call: C,
): Promise<{ file: Buffer; body: z.output<C['body']> }> {
  const { file, fields } = await readUploadWithFields(req, ctx.config.MAX_UPLOAD_MB);
  const parsed = call.body.safeParse(fields);
  if (!parsed.success) {
    const { message, formErrors } = toFormErrors(parsed.error);
    throw new HttpError(400, message, formErrors);
  }
  return { file, body: parsed.data as z.output<C['body']> };
}

export function catalogueAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.shopcategories'], () => listCategories(db));
  registerCall(app, ctx, calls['admin.shopproducts'], ({ body }) => listProducts(db, body));
  registerCall(app, ctx, calls['admin.shopproductadd'], ({ caller, body }) =>
    addProduct(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.shopproductupdate'], ({ caller, body }) =>
    changeProduct(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.shopvoucherimport'], ({ caller, body }) =>
    importCodes(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.promocreate'], ({ caller, body }) =>
    addPromoCode(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.categorytree'], async () => ({ categories: await categoryTree(db) }));
  registerCall(app, ctx, calls['admin.categoryadd'], ({ caller, body }) =>
    addCategory(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.categoryupdate'], ({ caller, body }) =>
    changeCategory(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.productimage'], async ({ caller, req }) => {
    const { file, body } = await readPicture(req, ctx, calls['admin.productimage']);
    return uploadProductImage(ctx, actorOf(caller), body.productId, file);
  });
  registerCall(app, ctx, calls['admin.advertlist'], () => listAdverts(db));
  registerCall(app, ctx, calls['admin.advertadd'], async ({ caller, req }) => {
    const { file, body } = await readPicture(req, ctx, calls['admin.advertadd']);
    return addAdvert(ctx, actorOf(caller), body, file);
  });
  registerCall(app, ctx, calls['admin.advertupdate'], ({ caller, body }) =>
    changeAdvert(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.advertimage'], async ({ caller, req }) => {
    const { file, body } = await readPicture(req, ctx, calls['admin.advertimage']);
    return replaceAdvertImage(ctx, actorOf(caller), body.advertId, file);
  });
  registerCall(app, ctx, calls['admin.advertremove'], ({ caller, body }) =>
    removeAdvert(ctx, actorOf(caller), body.advertId),
  );
  registerCall(app, ctx, calls['admin.promolist'], ({ body }) => listPromos(db, body));
  registerCall(app, ctx, calls['admin.promoupdate'], ({ caller, body }) =>
    changePromo(ctx, actorOf(caller), body),
  );
}
