import type { Db } from '../../db/database.js';
import { sanitiseContent } from './sanitise.js';

export const findContent = (db: Db, contentKey: string) =>
  db
    .selectFrom('contentPages')
    .select(['title', 'content'])
    .where('contentKey', '=', contentKey)
    .executeTakeFirst();

/** For the admin area: the pages without their HTML, and one page with everything. */
export const listContentPages = (db: Db) =>
  db.selectFrom('contentPages').select(['contentKey', 'title', 'updatedAt']).orderBy('contentKey').execute();

export const findContentPage = (db: Db, contentKey: string) =>
  db
    .selectFrom('contentPages')
    .select(['contentKey', 'title', 'content', 'updatedAt'])
    .where('contentKey', '=', contentKey)
    .executeTakeFirst();

/** The only way content is written: it is sanitised here, so what is stored is safe to serve. */
export async function saveContent(
  db: Db,
  page: { contentKey: string; title: string; html: string },
  at: string,
) {
  const values = { title: page.title.trim(), content: await sanitiseContent(page.html), updatedAt: at };
  await db
    .insertInto('contentPages')
    .values({ contentKey: page.contentKey, ...values })
    .onConflict((oc) => oc.column('contentKey').doUpdateSet(values))
    .execute();
}
