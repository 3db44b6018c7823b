import type { Transaction } from 'kysely';
import type { adminCatalogue } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { createCategory, updateCategory } from '../../shop/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';

type Reader = Db | Transaction<DB>;
type Node = adminCatalogue.TAdminCategoryNode;

/**
 * The whole tree, parents before children, each level in the shop's order (sortOrder, then
 * name). `visible` answers "does a member see it": nothing above it hidden and something on sale
 * below it, the same rule as the shop's category list.
 */
export async function categoryTree(db: Reader): Promise<Node[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('shopCategories')
      .select(['id', 'parentId', 'level', 'name', 'sortOrder', 'hidden'])
      .execute(),
    db
      .selectFrom('shopProducts')
      .select(['categoryId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .groupBy('categoryId')
      .execute(),
  ]);
  const onSale = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const out: Node[] = [];
  const walk = (parentId: number | null, parentHidden: boolean): number => {
    const kids = (children.get(parentId) ?? []).sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
    );
    let total = 0;
    for (const k of kids) {
      const hidden = Number(k.hidden) === 1;
      const node: Node = {
        id: k.id,
        parentId: k.parentId,
        level: k.level,
        name: k.name,
        sortOrder: k.sortOrder,
        hidden,
        activeProducts: 0,
        visible: false,
      };
      out.push(node);
      const below = (onSale.get(k.id) ?? 0) + walk(k.id, parentHidden || hidden);
      node.activeProducts = below;
      node.visible = !parentHidden && !hidden && below > 0;
      total += below;
    }
    return total;
  };
  walk(null, false);
  return out;
}

async function nodeOf(db: Reader, id: number): Promise<Node> {
  const node = (await categoryTree(db)).find((n) => n.id === id);
  if (!node) throw notFound();
  return node;
}

const pick = (n: Node) => ({ name: n.name, sortOrder: n.sortOrder, hidden: n.hidden });

export async function addCategory(
  ctx: AppContext,
  actor: AdminActor,
  body: { name: string; parentId: number | null; sortOrder: number },
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const id = await createCategory(trx, body);
    const category = await nodeOf(trx, id);
    await recordAdminAction(trx, {
      actor,
      action: 'shop.category-add',
      target: `category ${id} ${category.name}`,
      before: null,
      after: { ...pick(category), parentId: category.parentId, level: category.level },
      at,
    });
    return { category };
  });
}

export async function changeCategory(
  ctx: AppContext,
  actor: AdminActor,
  body: { categoryId: number; name?: string; sortOrder?: number; hidden?: boolean },
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await nodeOf(trx, body.categoryId);
    await updateCategory(trx, body.categoryId, body);
    const category = await nodeOf(trx, body.categoryId);
    const was = pick(before);
    const now = pick(category);
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      const verb =
        was.hidden !== now.hidden ? (now.hidden ? 'category-hide' : 'category-show') : 'category-update';
      await recordAdminAction(trx, {
        actor,
        action: `shop.${verb}`,
        target: `category ${category.id} ${category.name}`,
        before: was,
        after: now,
        at,
      });
    }
    return { category };
  });
}
