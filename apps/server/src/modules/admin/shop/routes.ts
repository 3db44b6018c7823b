import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorFromMember } from '../audit-log.js';
import { hidePicture, reverseRecognition } from './moderation-service.js';
import {
  addPromoCode,
  addProduct,
  changeProduct,
  importCodes,
  listCategories,
  listProducts,
} from './shop-admin-service.js';

export function shopAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.shopcategories'], () => listCategories(db));
  registerCall(app, ctx, calls['admin.shopproducts'], ({ body }) => listProducts(db, body.search));
  registerCall(app, ctx, calls['admin.shopproductadd'], ({ caller, body }) =>
    addProduct(ctx, actorFromMember(caller.member), body),
  );
  registerCall(app, ctx, calls['admin.shopproductupdate'], ({ caller, body }) =>
    changeProduct(ctx, actorFromMember(caller.member), body),
  );
  registerCall(app, ctx, calls['admin.shopvoucherimport'], ({ caller, body }) =>
    importCodes(ctx, actorFromMember(caller.member), body),
  );
  registerCall(app, ctx, calls['admin.promocreate'], ({ caller, body }) =>
    addPromoCode(ctx, actorFromMember(caller.member), body),
  );
  registerCall(app, ctx, calls['admin.picturehide'], ({ caller, body }) =>
    hidePicture(ctx, actorFromMember(caller.member), body),
  );
  registerCall(app, ctx, calls['admin.recognitionreverse'], ({ caller, body }) =>
    reverseRecognition(ctx, actorFromMember(caller.member), body),
  );
}
