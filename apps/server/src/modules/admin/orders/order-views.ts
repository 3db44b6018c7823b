import { orderPayment } from '../payments/payment-views.js';
import { sql, type SqlBool, type Transaction } from 'kysely';
import { adminOrders, ORDER_STATUS_DESC, type OrderStatusId, withValues } from '@portal/contract';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { orderItems } from '../../shop/index.js';
import { numberedPage, pageAndTotal } from '../../../db/paging.js';
import { SHOP_ADMIN_TEXTS } from '../../../i18n/index.js';

/** What the admin orders screens and the command line read: search, one order, the export. */
type Reader = Db | Transaction<DB>;
type SearchBody = adminOrders.TOrderSearchBody;

export const statusDesc = (statusId: string) =>
  ORDER_STATUS_DESC[statusId.split('.')[0] as OrderStatusId] ?? statusId;

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ilike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;

/** Start of a day, and start of the day after (UTC): the range [from, to] of whole days. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

function ordersQuery(db: Reader) {
  return db.selectFrom('shopOrders as o').innerJoin('members as m', 'm.id', 'o.memberId');
}

type Joined = ReturnType<typeof ordersQuery>;

function filtered(q: Joined, b: Pick<SearchBody, 'query' | 'status' | 'fromDate' | 'toDate'>): Joined {
  let base = q;
  if (b.status !== 'all')
    base = base.where((eb) =>
      eb.or([eb('o.statusId', '=', b.status), eb('o.statusId', 'like', `${b.status}.%`)]),
    );
  if (b.fromDate) base = base.where('o.createdAt', '>=', dayStart(b.fromDate));
  if (b.toDate) base = base.where('o.createdAt', '<', dayAfter(b.toDate));
  // Each word must match the order number, the member number (prefix) or a name.
  for (const word of b.query.split(/\s+/).filter(Boolean).slice(0, 4)) {
    const contains = `%${likeLiteral(word)}%`;
    base = base.where((eb) =>
      eb.or([
        ilike('o.orderNum', contains),
        ilike('m.memberNumber', `${likeLiteral(word)}%`),
        ilike('m.firstname', contains),
        ilike('m.surname', contains),
      ]),
    );
  }
  return base;
}

const rowColumns = [
  'o.id',
  'o.orderNum',
  'o.createdAt',
  'o.updatedAt',
  'o.statusId',
  'o.subTotal',
  'o.discount',
  'o.grandTotal',
  'o.pointsPaid',
  'o.promoCode',
  'o.cellNum',
  'o.reversalTransferId',
  'm.memberNumber',
  'm.firstname',
  'm.surname',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const selectRows = (q: Joined) => q.select(rowColumns);

function toRow(r: Row, itemCount: number): adminOrders.TAdminOrderRow {
  return {
    orderId: r.id,
    orderNum: r.orderNum,
    createdAt: r.createdAt,
    memberNumber: r.memberNumber,
    memberName: `${r.firstname} ${r.surname}`.trim(),
    statusId: r.statusId,
    statusDesc: statusDesc(r.statusId),
    subTotal: r.subTotal,
    discount: r.discount,
    grandTotal: r.grandTotal,
    pointsPaid: r.pointsPaid,
    promoCode: r.promoCode,
    itemCount,
  };
}

export async function searchOrders(db: Db, b: SearchBody) {
  const base = filtered(ordersQuery(db), b);
  const { rows, total } = await pageAndTotal(
    selectRows(base).orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc'),
    numberedPage(b),
  );
  const items = await orderItems(
    db,
    rows.map((r) => r.id),
  );
  const qtyOf = new Map<number, number>();
  for (const i of items) qtyOf.set(i.orderId, (qtyOf.get(i.orderId) ?? 0) + i.qty);
  return { orders: rows.map((r) => toRow(r, qtyOf.get(r.id) ?? 0)), total };
}

/** One order with its lines and, in full, the voucher codes sold on them. */
export async function orderDetail(db: Reader, orderId: number): Promise<adminOrders.TAdminOrder> {
  const r = await selectRows(ordersQuery(db)).where('o.id', '=', orderId).executeTakeFirst();
  if (!r) throw notFound(SHOP_ADMIN_TEXTS.noOrderWithNumber);
  const items = await orderItems(db, [orderId]);
  const codes = items.length
    ? await db
        .selectFrom('shopVoucherCodes')
        .select(['orderItemId', 'code'])
        .where(
          'orderItemId',
          'in',
          items.map((i) => i.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const card = await orderPayment(db, orderId);
  return {
    ...toRow(
      r,
      items.reduce((n, i) => n + i.qty, 0),
    ),
    cardPayment: card && {
      paymentId: card.paymentId,
      provider: card.provider,
      providerRef: card.providerRef,
      moneyText: card.moneyText,
      refundStatus: card.refundStatus,
      lastError: card.lastError,
    },
    cellNum: r.cellNum,
    updatedAt: r.updatedAt,
    reversalTransferId: r.reversalTransferId,
    lines: items.map((i) => ({
      itemId: i.id,
      productCode: i.productCode,
      description: i.description,
      qty: i.qty,
      price: i.price,
      total: i.total,
      dispatchStatus: i.dispatchStatus,
      dispatchedAt: i.dispatchedAt,
      voucherCodes: codes.filter((c) => c.orderItemId === i.id).map((c) => c.code),
    })),
  };
}

/** Finds an order by its number (the command line names orders that way). */
export async function orderIdOf(db: Reader, orderNum: string): Promise<number> {
  const r = await db
    .selectFrom('shopOrders')
    .select('id')
    .where('orderNum', '=', orderNum.trim())
    .executeTakeFirst();
  if (!r) throw notFound(withValues(SHOP_ADMIN_TEXTS.noOrder, { orderNum }));
  return r.id;
}

const EXPORT_LIMIT = 100_000;

/** One row per order line of orders placed between two days (inclusive, UTC), oldest first. */
export async function ordersExport(db: Db, b: { fromDate: string; toDate: string }) {
  const rows = await db
    .selectFrom('shopOrderItems as i')
    .innerJoin('shopOrders as o', 'o.id', 'i.orderId')
    .innerJoin('members as m', 'm.id', 'o.memberId')
    .select(['o.id as orderId', 'o.orderNum', 'o.createdAt', 'o.statusId', 'o.promoCode', 'o.discount'])
    .select(['m.memberNumber', 'm.firstname', 'm.surname'])
    .select(['i.id as itemId', 'i.productCode', 'i.description', 'i.qty', 'i.total', 'i.dispatchStatus'])
    .where('o.createdAt', '>=', dayStart(b.fromDate))
    .where('o.createdAt', '<', dayAfter(b.toDate))
    .orderBy('o.createdAt')
    .orderBy('o.id')
    .orderBy('i.id')
    .limit(EXPORT_LIMIT + 1)
    .execute();
  let lastOrder = -1;
  const out: adminOrders.TOrderExportRow[] = rows.slice(0, EXPORT_LIMIT).map((r) => {
    const first = r.orderId !== lastOrder;
    lastOrder = r.orderId;
    return {
      orderNum: r.orderNum,
      createdAt: r.createdAt,
      memberNumber: r.memberNumber,
      memberName: `${r.firstname} ${r.surname}`.trim(),
      productCode: r.productCode,
      description: r.description,
      qty: r.qty,
      points: r.total,
      promoCode: r.promoCode,
      discount: first ? r.discount : 0,
      status: statusDesc(r.statusId),
      dispatchStatus: adminOrders.dispatchStatusDesc(r.dispatchStatus),
    };
  });
  return { rows: out, truncated: rows.length > EXPORT_LIMIT };
}
