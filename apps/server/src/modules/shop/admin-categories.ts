import { withValues } from '@portal/contract';
/**
 * Shop categories for the administration screens and the demo loader: three levels, names
 * unique among siblings. Each function runs inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findCategory } from './catalogue-repository.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

export async function createCategory(
  trx: Transaction<DB>,
  input: { name: string; parentId: number | null; sortOrder?: number },
): Promise<number> {
  const name = input.name.trim();
  if (!name) throw badRequest(SHOP_ADMIN_TEXTS.categoryNeedsName, { name: 'Required' });
  let level: 1 | 2 | 3 = 1;
  if (input.parentId !== null) {
    const parent = await findCategory(trx, input.parentId);
    if (!parent)
      throw badRequest(SHOP_ADMIN_TEXTS.noParentCategory, { parentId: SHOP_ADMIN_FIELD_TEXTS.notFound });
    if (parent.level === 3)
      throw badRequest(SHOP_ADMIN_TEXTS.categoriesTooDeep, { parentId: SHOP_ADMIN_FIELD_TEXTS.tooDeep });
    level = (parent.level + 1) as 2 | 3;
  }
  await checkSiblingName(trx, input.parentId, name, null);
  const row = await trx
    .insertInto('shopCategories')
    .values({ name, parentId: input.parentId, level, sortOrder: input.sortOrder ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Names are unique among siblings (the database only enforces it below the top level). */
async function checkSiblingName(
  trx: Transaction<DB>,
  parentId: number | null,
  name: string,
  exceptId: number | null,
) {
  let q = trx
    .selectFrom('shopCategories')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  q = parentId === null ? q.where('parentId', 'is', null) : q.where('parentId', '=', parentId);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst())
    throw badRequest(withValues(SHOP_ADMIN_TEXTS.categoryNameTaken, { name }), {
      name: SHOP_ADMIN_FIELD_TEXTS.alreadyInUse,
    });
}

/** Renames, reorders or hides a category; hiding one hides everything under it in the shop. */
export async function updateCategory(
  trx: Transaction<DB>,
  id: number,
  patch: { name?: string; sortOrder?: number; hidden?: boolean },
): Promise<void> {
  const cat = await findCategory(trx, id);
  if (!cat) throw notFound();
  const set: { name?: string; sortOrder?: number; hidden?: number } = {};
  if (patch.name !== undefined) {
    const name = patch.name.trim();
    if (!name) throw badRequest(SHOP_ADMIN_TEXTS.categoryNeedsName, { name: 'Required' });
    await checkSiblingName(trx, cat.parentId, name, id);
    set.name = name;
  }
  if (patch.sortOrder !== undefined) set.sortOrder = patch.sortOrder;
  if (patch.hidden !== undefined) set.hidden = patch.hidden ? 1 : 0;
  if (Object.keys(set).length)
    await trx.updateTable('shopCategories').set(set).where('id', '=', id).execute();
}
