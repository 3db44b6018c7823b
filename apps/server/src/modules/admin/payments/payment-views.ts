import type { Transaction } from 'kysely';
import { currencyExponent, formatMinor, type adminPayments } from '@portal/contract';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import type { RowOf } from '../../../db/row-of.js';

type Reader = Db | Transaction<DB>;

/** The usual symbol of a currency (£, €, R), as Intl knows it. */
export function currencySymbol(currency: string): string {
  return (
    new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

export const moneyText = (minor: number, currency: string) =>
  formatMinor(minor, currencyExponent(currency), currencySymbol(currency));

/** Payments with the paying member (`m`) and, once placed, the order (`o`) they paid for. */
export const paymentsWithMember = (db: Reader) =>
  db
    .selectFrom('shopPayments as p')
    .innerJoin('members as m', 'm.id', 'p.memberId')
    .leftJoin('shopOrders as o', 'o.id', 'p.orderId');

const paymentsQuery = (db: Reader) =>
  paymentsWithMember(db).select([
    'p.id',
    'p.createdAt',
    'm.memberNumber',
    'm.firstname',
    'm.surname',
    'p.provider',
    'p.providerRef',
    'p.status',
    'p.currency',
    'p.amountMinor',
    'p.pointsHeld',
    'o.orderNum',
    'p.refundStatus',
    'p.refundRef',
    'p.lastError',
    'p.amountMismatch',
  ]);

type Row = RowOf<typeof paymentsQuery>;

const toView = (r: Row): adminPayments.TAdminPayment => ({
  paymentId: r.id,
  createdAt: r.createdAt,
  memberNumber: r.memberNumber,
  memberName: `${r.firstname} ${r.surname}`.trim(),
  provider: r.provider,
  providerRef: r.providerRef,
  status: r.status,
  currency: r.currency,
  amountMinor: r.amountMinor,
  moneyText: moneyText(r.amountMinor, r.currency),
  pointsHeld: r.pointsHeld,
  orderNum: r.orderNum ?? '',
  refundStatus: r.refundStatus,
  refundRef: r.refundRef,
  lastError: r.lastError,
  amountMismatch: r.amountMismatch,
});

export async function listPayments(
  db: Reader,
  q: { status: string; refundProblems: boolean; page: number; pageSize: number },
) {
  let base = paymentsQuery(db);
  if (q.status) base = base.where('p.status', '=', q.status as Row['status']);
  if (q.refundProblems) base = base.where('p.refundStatus', 'in', ['pending', 'failed']);
  const rows = await base
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  let count = db.selectFrom('shopPayments as p').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.status) count = count.where('p.status', '=', q.status as Row['status']);
  if (q.refundProblems) count = count.where('p.refundStatus', 'in', ['pending', 'failed']);
  const { n } = await count.executeTakeFirstOrThrow();
  return { payments: rows.map(toView), total: Number(n) };
}

export async function paymentView(db: Reader, id: number) {
  const r = await paymentsQuery(db).where('p.id', '=', id).executeTakeFirst();
  return r ? toView(r) : null;
}

export async function orderPayment(db: Reader, orderId: number) {
  const r = await paymentsQuery(db).where('p.orderId', '=', orderId).executeTakeFirst();
  return r ? toView(r) : null;
}

/**
 * Card money by month and currency, for finance: what was taken (payments that reached the
 * provider as paid, by the month they were settled) and what was refunded (by refund month).
 */
export async function paymentTotals(db: Reader, from: string, to: string) {
  const rows = await db
    .selectFrom('shopPayments')
    .select([
      'currency',
      'amountMinor',
      'refundedMinor',
      'settledAt',
      'refundedAt',
      'status',
      'providerTxnId',
    ])
    .where((eb) => eb.or([eb('status', '=', 'paid'), eb('status', '=', 'unfulfilled')]))
    .execute();
  const totals = new Map<string, adminPayments.TPaymentTotal>();
  const bucket = (month: string, currency: string) => {
    const key = `${month}|${currency}`;
    let t = totals.get(key);
    if (!t) totals.set(key, (t = { month, currency, count: 0, paidMinor: 0, refundedMinor: 0 }));
    return t;
  };
  for (const r of rows) {
    const paidMonth = r.settledAt?.slice(0, 7) ?? '';
    // An unfulfilled payment took money only if the provider reported a transaction.
    const tookMoney = r.status === 'paid' || r.providerTxnId !== '';
    if (tookMoney && paidMonth >= from && paidMonth <= to) {
      const b = bucket(paidMonth, r.currency);
      b.count += 1;
      b.paidMinor += r.amountMinor;
    }
    const refundMonth = r.refundedAt?.slice(0, 7) ?? '';
    if (r.refundedMinor > 0 && refundMonth >= from && refundMonth <= to)
      bucket(refundMonth, r.currency).refundedMinor += r.refundedMinor;
  }
  return [...totals.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
  );
}
