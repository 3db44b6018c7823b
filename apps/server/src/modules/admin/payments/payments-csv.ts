import Papa from 'papaparse';
import { CSV_BOM, currencyExponent, csvSafeCell } from '@portal/contract';
import type { Db } from '../../../db/database.js';
import { paymentsWithMember } from './payment-views.js';

export const PAYMENTS_CSV_HEADER = [
  'Month',
  'Currency',
  'Payment',
  'Settled',
  'Member No',
  'Provider',
  'Provider Ref',
  'Provider Transaction',
  'Status',
  'Amount',
  'Refunded',
  'Net',
  'Order No',
] as const;

/** Minor units as a plain decimal for spreadsheets (1234 GBP → 12.34), no grouping, no symbol. */
export function minorToDecimal(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const text = exponent > 0 ? `${whole}.${digits.slice(-exponent)}` : whole;
  return minor < 0 ? `-${text}` : text;
}

const BATCH = 500;

/**
 * The finance CSV of card money taken between two months, one row per payment with its month
 * (when it settled) and currency, oldest first; `payments-totals` sums the same by month and
 * currency. It is written in batches of 500 rows as they are read, so a
 * year of payments never sits in memory at once.
 */
export async function* paymentsCsv(db: Db, from: string, to: string): AsyncGenerator<string> {
  const unparse = (rows: unknown[][], header: boolean) =>
    Papa.unparse({ fields: [...PAYMENTS_CSV_HEADER], data: rows }, { quotes: true, newline: '\r\n', header });
  yield CSV_BOM + unparse([], true);
  let after = { settledAt: '', id: 0 };
  for (;;) {
    const rows = await paymentsWithMember(db)
      .select([
        'p.id',
        'p.settledAt',
        'p.currency',
        'm.memberNumber',
        'p.provider',
        'p.providerRef',
        'p.providerTxnId',
        'p.status',
        'p.amountMinor',
        'p.refundedMinor',
        'o.orderNum',
      ])
      .where('p.settledAt', '>=', `${from}-01`)
      .where('p.settledAt', '<', nextMonth(to))
      .where((eb) =>
        eb.or([
          eb('p.status', '=', 'paid'),
          eb.and([eb('p.status', '=', 'unfulfilled'), eb('p.providerTxnId', '!=', '')]),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('p.settledAt', '>', after.settledAt),
          eb.and([eb('p.settledAt', '=', after.settledAt), eb('p.id', '>', after.id)]),
        ]),
      )
      .orderBy('p.settledAt')
      .orderBy('p.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield (
      unparse(
        rows.map((r) =>
          [
            r.settledAt!.slice(0, 7),
            r.currency,
            r.id,
            r.settledAt,
            r.memberNumber,
            r.provider,
            r.providerRef,
            r.providerTxnId,
            r.status,
            minorToDecimal(r.amountMinor, r.currency),
            minorToDecimal(r.refundedMinor, r.currency),
            minorToDecimal(r.amountMinor - r.refundedMinor, r.currency),
            r.orderNum ?? '',
          ].map((c) => csvSafeCell(c)),
        ),
        false,
      ) + '\r\n'
    );
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { settledAt: last.settledAt!, id: last.id };
  }
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
