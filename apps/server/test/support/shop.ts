/** Helpers the shop tests share (not used by the server itself). */
import type { Transaction } from 'kysely';
import type { DB, NewMember } from '../../src/db/schema.js';
import { memberBalances } from '../../src/ledger/index.js';
import { createMember, fund } from '../factories.js';
import { sessionFor } from '../personas.js';
import type { TestApp } from '../app.js';
import { nextUnique } from '../unique.js';
import {
  createCategory,
  createProduct,
  createPromoCode,
  importVoucherCodes,
  type ProductInput,
  type PromoInput,
} from '../../src/modules/shop/index.js';

export interface Shopper {
  id: number;
  token: string;
  cellNum: string;
}

/** A member of its own, signed in, with points to spend. */
export async function newShopper(
  t: TestApp,
  points = 0,
  overrides: Partial<NewMember> = {},
): Promise<Shopper> {
  const id = await createMember(t.database, overrides);
  if (points > 0) await fund(t.database, id, 'redeem', points);
  const m = await t.database.db
    .selectFrom('members')
    .select(['memberNumber', 'cellNum'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, token: await sessionFor(t.database, m.memberNumber), cellNum: m.cellNum };
}

export const redeemOf = async (t: TestApp, memberId: number) =>
  (await memberBalances(t.database.db, memberId)).redeem;

const now = () => new Date().toISOString();

/** A fresh three-level category path; returns the level-3 id. */
/** Puts one of a product in the shopper's basket and places the order for `vfyTotal` points. */
export async function buyOne(t: TestApp, token: string, productId: number, vfyTotal: number, cellNum = '') {
  await t.post('/api/shop/addtobasket', { productId }, token);
  return t.post('/api/shop/placeOrder', { cellNum, promoCode: '', alloc: '', vfyTotal }, token);
}

/** How many of a limited product are left. */
export const stockOf = async (t: TestApp, productId: number) =>
  (
    await t.database.db
      .selectFrom('shopProducts')
      .select('stockCount')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).stockCount;

/** How many orders have used a promo code so far. */
export const promoUsesOf = (t: TestApp, promoId: number) =>
  t.database.db
    .selectFrom('shopPromoCodes')
    .select('usesCount')
    .where('id', '=', promoId)
    .executeTakeFirstOrThrow()
    .then((promo) => promo.usesCount);

export async function newLeafCategory(t: TestApp, name = `Test ${nextUnique()}`): Promise<number> {
  return t.database.db.transaction().execute(async (trx) => {
    const a = await createCategory(trx, { name, parentId: null });
    const b = await createCategory(trx, { name: `${name} B`, parentId: a });
    return createCategory(trx, { name: `${name} C`, parentId: b });
  });
}

/** A product of its own (unlimited unless told), in a new category unless one is given. */
export async function newProduct(
  t: TestApp,
  input: Partial<ProductInput> & { price: number },
  codes = 0,
): Promise<number> {
  const categoryId = input.categoryId ?? (await newLeafCategory(t));
  return t.database.db.transaction().execute(async (trx) => {
    const id = await createProduct(
      trx,
      {
        productCode: `T-${nextUnique()}`,
        description: `Test product ${nextUnique()}`,
        brand: 'Acme',
        model: 'One',
        ...input,
        categoryId,
      },
      now(),
    );
    if (codes > 0) {
      await importVoucherCodes(
        trx,
        id,
        Array.from({ length: codes }, (_, i) => [`CODE-${id}-${i}`]),
        now(),
      );
    }
    return id;
  });
}

/** Runs a service function in a transaction of its own, as an admin route would. */
export const inTrx = <T>(t: TestApp, fn: (trx: Transaction<DB>) => Promise<T>) =>
  t.database.db.transaction().execute(fn);

const DAY = 86_400_000;
/** Now plus some days (minus for the past), as stored timestamps are written. */
export const isoInDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let promoSeq = 0;

/** A promo code of its own, valid from yesterday to tomorrow unless told. */
export const newPromoCode = (t: TestApp, input: Partial<PromoInput> & Pick<PromoInput, 'kind' | 'amount'>) =>
  inTrx(t, (trx) =>
    createPromoCode(
      trx,
      {
        code: `TEST${++promoSeq}X${nextUnique()}`,
        validFrom: isoInDays(-1),
        validTo: isoInDays(1),
        ...input,
      },
      isoInDays(0),
    ),
  );

/** A new shopper with `points` orders one each of the products; returns the order and its lines. */
export async function orderFor(
  t: TestApp,
  points: number,
  products: number[],
  total: number,
  promoCode = '',
) {
  const s = await newShopper(t, points);
  for (const productId of products) {
    const added = await t.post('/api/shop/addtobasket', { productId }, s.token);
    if (added.status !== 200) throw new Error(`addtobasket ${added.status}`);
  }
  const res = await t.post(
    '/api/shop/placeOrder',
    { cellNum: '+447700900321', promoCode, alloc: '', vfyTotal: total },
    s.token,
  );
  if (res.status !== 200) throw new Error(`placeOrder ${res.status} ${JSON.stringify(res.body)}`);
  const order = await t.database.db
    .selectFrom('shopOrders')
    .selectAll()
    .where('orderNum', '=', res.body.orderNum)
    .executeTakeFirstOrThrow();
  const lines = await t.database.db
    .selectFrom('shopOrderItems')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('id')
    .execute();
  return { s, order, lines };
}
