import type { adminContent } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/errors.js';
import { findContentPage, listContentPages, saveContent } from '../../content/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { CONTENT_TEXTS } from '../../../i18n/index.js';

/**
 * Content pages for the admin area and `npm run admin`. The content module's saveContent
 * sanitises the HTML, so the page answered (and logged as "after") is exactly what the public
 * page will show, not what the editor sent.
 */
export const listPages = async (db: Db) => ({ pages: await listContentPages(db) });

export async function getPage(
  db: Db,
  contentKey: string,
): Promise<{ page: adminContent.TAdminContentPageFull }> {
  const page = await findContentPage(db, contentKey);
  if (!page) throw notFound(CONTENT_TEXTS.notFound);
  return { page };
}

export async function savePage(
  ctx: AppContext,
  actor: AdminActor,
  body: { contentKey: string; title: string; html: string },
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = (await findContentPage(trx, body.contentKey)) ?? null;
    await saveContent(trx, body, at);
    const page = (await findContentPage(trx, body.contentKey))!;
    await recordAdminAction(trx, {
      actor,
      action: before ? 'content.page-update' : 'content.page-add',
      target: `page ${page.contentKey}`,
      before: before && { title: before.title, content: before.content },
      after: { title: page.title, content: page.content },
      at,
    });
    return { page };
  });
}
