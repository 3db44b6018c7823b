import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DISPATCH_STATUS } from '@portal/contract';
import { loadConfig } from '../config.js';
import { settingsFromConfig } from '../settings/service.js';
import type { Dialect } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { transfer } from '../ledger/index.js';
import {
  createCategory,
  createProduct,
  createPromoCode,
  importVoucherCodes,
  saveShopImage,
  setAdvertClusters,
  setProductClusters,
  type PromoInput,
} from '../modules/shop/index.js';
import { cancelOrder, setLineDispatch } from '../modules/shop/index.js';
import { placeOrderInTransaction } from '../modules/shop/index.js';
import { DEMO_ADVERTS, DEMO_SHOP, type DemoProduct } from './shop-catalogue.js';
import { advertSvg, productSvg } from './shop-images.js';

export interface ShopDemoSummary {
  categories: number;
  products: number;
  voucherCodes: number;
  orders: number;
}

const DAY = 86_400_000;

/** The fAB blurb of a demo product, in the catalogue's tilde-bracket markup. */
function features(p: DemoProduct): string {
  const delivery =
    p.stock?.mode === 'voucher' ? 'Code sent by SMS straight after you order' : 'Delivered to your workplace';
  return `[~p~][~b~]${p.brand}[~/b~] ${p.model}[~/p~][~ul~][~li~]${p.description}[~/li~][~li~]${delivery}[~/li~][~/ul~]`;
}

/** Voucher codes that look real and are the same on every load. */
const voucherCode = (productCode: string, n: number) =>
  createHash('sha256')
    .update(`${productCode}:${n}`)
    .digest('hex')
    .slice(0, 12)
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1-');

/**
 * Loads the demo shop inside the demo company's transaction: the catalogue through the same
 * upkeep functions the administration screens use, promo codes (SHINE10 valid, SPRING20
 * expired, LAUNCH100 used up, WELCOME50 valid with a minimum basket), adverts, and past orders
 * of demo members in every status placed through the real checkout.
 */
export async function loadDemoShop(
  trx: Transaction<DB>,
  opts: { now: Date; dialect: Dialect },
): Promise<ShopDemoSummary> {
  const at = opts.now.toISOString();
  let products = 0;
  let categories = 0;
  let voucherCodes = 0;
  const idByCode = new Map<string, number>();
  let hue = 0;
  for (const [i1, top] of DEMO_SHOP.entries()) {
    const id1 = await createCategory(trx, { name: top.name, parentId: null, sortOrder: i1 });
    categories += 1;
    for (const [i2, mid] of top.children.entries()) {
      const id2 = await createCategory(trx, { name: mid.name, parentId: id1, sortOrder: i2 });
      categories += 1;
      for (const [i3, leaf] of mid.children.entries()) {
        const id3 = await createCategory(trx, { name: leaf.name, parentId: id2, sortOrder: i3 });
        categories += 1;
        hue = (hue + 47) % 360;
        for (const [i, p] of leaf.products.entries()) {
          const imageFile = `${p.code.toLowerCase()}.svg`;
          await saveShopImage(
            trx,
            imageFile,
            Buffer.from(
              productSvg({ topCategory: top.name, hue: (hue + i * 9) % 360, brand: p.brand, model: p.model }),
            ),
            at,
            { svg: true },
          );
          const stock = p.stock ?? { mode: 'unlimited' as const };
          const id = await createProduct(
            trx,
            {
              productCode: p.code,
              categoryId: id3,
              description: p.description,
              brand: p.brand,
              model: p.model,
              priceDescription: p.priceDescription ?? 'Free delivery',
              features: features(p),
              imageFile,
              price: p.price,
              noBasket: p.noBasket ?? 'Y',
              stockMode: stock.mode,
              ...(stock.mode === 'limited' ? { stockCount: stock.count } : {}),
              sortOrder: i,
            },
            at,
          );
          idByCode.set(p.code, id);
          if (p.clusters) await setProductClusters(trx, id, p.clusters);
          products += 1;
          if (stock.mode === 'voucher') {
            const rows = Array.from({ length: stock.codes }, (_, n) => [voucherCode(p.code, n)]);
            voucherCodes += (await importVoucherCodes(trx, id, rows, at)).imported;
          }
        }
      }
    }
  }
  for (const [i, a] of DEMO_ADVERTS.entries()) {
    await saveShopImage(trx, a.img, Buffer.from(advertSvg(a.what, (300 + i * 70) % 360)), at, { svg: true });
    const { clusters, ...advert } = a;
    const { id } = await trx
      .insertInto('shopAdverts')
      .values({ ...advert, sortOrder: i, active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (clusters) await setAdvertClusters(trx, id, clusters);
  }
  const iso = (offsetDays: number) => new Date(opts.now.getTime() + offsetDays * DAY).toISOString();
  // A code running now, a welcome code with a minimum basket, an expired one and a used-up one.
  const promo = (
    code: string,
    kind: PromoInput['kind'],
    amount: number,
    days: [number, number],
    more: Partial<PromoInput>,
  ) =>
    createPromoCode(trx, { code, kind, amount, validFrom: iso(days[0]), validTo: iso(days[1]), ...more }, at);
  await promo('SHINE10', 'percent', 10, [-365, 365], { maxUsesPerMember: 5, description: '10% off' });
  await promo('WELCOME50', 'fixed', 50, [-30, 365], {
    maxUsesPerMember: 1,
    minBasket: 300,
    description: '50 off a basket of 300 or more',
  });
  await promo('SPRING20', 'percent', 20, [-120, -30], { description: 'Spring sale (expired)' });
  await promo('LAUNCH100', 'fixed', 100, [-90, 365], {
    maxUsesTotal: 2,
    description: 'Launch offer, two uses (used up)',
  });

  const orders = await placeDemoOrders(trx, opts, idByCode);
  return { categories, products, voucherCodes, orders };
}

interface DemoOrder {
  memberNumber: string;
  daysAgo: number;
  items: Array<[code: string, qty: number]>;
  promo?: string;
  then?: 'dispatch' | 'cancel' | 'refund';
}

/** 100001 is left alone: its documented balance and empty order list are what tests start from. */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    memberNumber: '100002',
    daysAgo: 40,
    items: [
      ['GC-CF-010', 2],
      ['GC-ON-015', 1],
    ],
    promo: 'LAUNCH100',
  },
  {
    memberNumber: '100003',
    daysAgo: 35,
    items: [
      ['BW-FC-SER', 1],
      ['HL-CT-MUG', 2],
    ],
    promo: 'LAUNCH100',
    then: 'dispatch',
  },
  {
    memberNumber: '100002',
    daysAgo: 21,
    items: [
      ['GC-ON-BK', 1],
      ['BW-RX-CND', 1],
    ],
  },
  { memberNumber: '100004', daysAgo: 14, items: [['TC-EV-PWR', 1]], then: 'refund' },
  { memberNumber: '100005', daysAgo: 9, items: [['HL-DC-PLT', 1]], then: 'cancel' },
  {
    memberNumber: '100003',
    daysAgo: 3,
    items: [
      ['TC-SP-MIN', 1],
      ['BW-BD-HND', 1],
    ],
    promo: 'SHINE10',
  },
  {
    memberNumber: '100002',
    daysAgo: 1,
    items: [
      ['GC-HS-025', 1],
      ['TC-AG-CIN', 1],
    ],
    promo: 'SHINE10',
  },
];

async function placeDemoOrders(
  trx: Transaction<DB>,
  opts: { now: Date; dialect: Dialect },
  idByCode: Map<string, number>,
): Promise<number> {
  const config = loadConfig({});
  // The demo's orders are placed inside the loading transaction: the settings the configuration seeds.
  const settings = settingsFromConfig(config);
  for (const [n, o] of DEMO_ORDERS.entries()) {
    const member = await trx
      .selectFrom('members')
      .selectAll()
      .where('memberNumber', '=', o.memberNumber)
      .executeTakeFirstOrThrow();
    const at = new Date(opts.now.getTime() - o.daysAgo * DAY);
    let subTotal = 0;
    for (const [code, qty] of o.items) {
      const productId = idByCode.get(code)!;
      const price = (
        await trx
          .selectFrom('shopProducts')
          .select('price')
          .where('id', '=', productId)
          .executeTakeFirstOrThrow()
      ).price;
      subTotal += price * qty;
      await trx
        .insertInto('shopBasketItems')
        .values({
          memberId: member.id,
          productId,
          qty,
          priceAtAdd: price,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        })
        .execute();
    }
    // The points for the order arrive the hour before, so the statement never runs below zero.
    await transfer(trx, {
      from: { system: 'funding' },
      to: { memberId: member.id, kind: 'redeem' },
      amount: subTotal,
      type: 'AWARD',
      description: 'Long service reward',
      idempotencyKey: `demo:shop-award:${o.memberNumber}:${n}`,
      at: new Date(at.getTime() - 3_600_000).toISOString(),
    });
    const promo = o.promo
      ? await trx
          .selectFrom('shopPromoCodes')
          .selectAll()
          .where('code', '=', o.promo)
          .executeTakeFirstOrThrow()
      : null;
    const discount = !promo
      ? 0
      : promo.kind === 'percent'
        ? Math.floor((subTotal * promo.amount) / 100)
        : Math.min(promo.amount, subTotal);
    const order = await placeOrderInTransaction(
      trx,
      { config, settings, dialect: opts.dialect, at: at.toISOString() },
      member,
      {
        cellNum: member.cellNum || '+447700900100',
        promoCode: o.promo ?? '',
        alloc: config.SHOP_ALLOC,
        vfyTotal: subTotal - discount,
        requestId: `demo-order-${n}`,
      },
    );
    const later = new Date(at.getTime() + DAY).toISOString();
    if (o.then === 'dispatch') {
      const lines = await trx
        .selectFrom('shopOrderItems')
        .select('id')
        .where('orderId', '=', order.id)
        .execute();
      for (const l of lines) await setLineDispatch(trx, l.id, DISPATCH_STATUS.dispatched, later);
    }
    if (o.then === 'cancel' || o.then === 'refund') await cancelOrder(trx, order.id, o.then, later);
    // Past orders' texts went long ago: the outbox must not send them again on start.
    await trx
      .updateTable('outboxMessages')
      .set({ status: 'sent', sentAt: at.toISOString() })
      .where('refType', '=', 'shop_order')
      .where('refId', '=', String(order.id))
      .execute();
  }
  return DEMO_ORDERS.length;
}
