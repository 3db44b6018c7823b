/**
 * What the shop's load figures need from the benchmark's demo database: the level-3 category
 * ids, an unlimited product to order, and points for the members who order.
 */
import { openDatabase } from '../apps/server/src/db/database.js';
import { transfer } from '../apps/server/src/ledger/index.js';

/** Filled by `loadShopIds` before the shop calls are measured. */
export const SHOP_BENCH = { leafCategoryIds: [] as number[], productId: 0, price: 0 };

/** An everyday product with no stock limit, so orders never run out. */
const BENCH_PRODUCT = 'BW-RX-BTH';

export async function loadShopIds(databaseUrl: string): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    const cats = await database.db
      .selectFrom('shopCategories')
      .select('id')
      .where('level', '=', 3)
      .orderBy('id')
      .execute();
    SHOP_BENCH.leafCategoryIds = cats.map((c) => c.id);
    const p = await database.db
      .selectFrom('shopProducts')
      .select(['id', 'price'])
      .where('productCode', '=', BENCH_PRODUCT)
      .executeTakeFirstOrThrow();
    SHOP_BENCH.productId = p.id;
    SHOP_BENCH.price = p.price;
  } finally {
    await database.close();
  }
}

/** Gives each ordering member plenty of points (through the ledger, like any grant). */
export async function fundShoppers(databaseUrl: string, memberNumbers: string[]): Promise<void> {
  await loadShopIds(databaseUrl);
  const database = openDatabase(databaseUrl);
  try {
    const members = await database.db
      .selectFrom('members')
      .select(['id', 'memberNumber'])
      .where('memberNumber', 'in', memberNumbers)
      .execute();
    const at = new Date().toISOString();
    await database.db.transaction().execute(async (trx) => {
      for (const m of members) {
        await transfer(trx, {
          from: { system: 'funding' },
          to: { memberId: m.id, kind: 'redeem' },
          amount: 1_000_000,
          type: 'FUND',
          description: 'Benchmark funding',
          idempotencyKey: `bench:shop:${m.memberNumber}:${at}`,
          at,
        });
      }
    });
  } finally {
    await database.close();
  }
}
