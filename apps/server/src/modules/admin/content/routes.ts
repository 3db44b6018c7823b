import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf } from '../../../audit/audit-log.js';
import { getPage, listPages, savePage } from './content-pages.js';
import { addCampaign, changeCampaign, listAllCampaigns } from './campaigns.js';
import { changeCategoryHelp, listNominationCategories } from './nomination-help.js';

export function contentAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['admin.contentpages'], () => listPages(db));
  registerCall(app, ctx, calls['admin.contentpageget'], ({ body }) => getPage(db, body.contentKey));
  registerCall(app, ctx, calls['admin.contentpagesave'], ({ caller, body }) =>
    savePage(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.campaigns'], () => listAllCampaigns(db));
  registerCall(app, ctx, calls['admin.campaignadd'], ({ caller, body }) =>
    addCampaign(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.campaignupdate'], ({ caller, body }) =>
    changeCampaign(ctx, actorOf(caller), body),
  );
  registerCall(app, ctx, calls['admin.nomcategories'], () => listNominationCategories(db));
  registerCall(app, ctx, calls['admin.nomcathelp'], ({ caller, body }) =>
    changeCategoryHelp(ctx, actorOf(caller), body),
  );
}
