import { withValues } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findProduct } from './catalogue-repository.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

export interface ImportResult {
  imported: number;
}

/**
 * Adds voucher codes to a product's stock from CSV rows (the first cell of each row is the
 * code; a header row 'code' is skipped). The whole import is refused if any code is blank,
 * repeated in the file or already in stock, naming the culprits, so a file is never half loaded.
 */
export async function importVoucherCodes(
  trx: Transaction<DB>,
  productId: number,
  rows: readonly (readonly string[])[],
  at: string,
): Promise<ImportResult> {
  const product = await findProduct(trx, productId);
  if (!product) throw notFound();
  if (product.stockMode !== 'voucher')
    throw badRequest(SHOP_ADMIN_TEXTS.vouchersOnly, { productId: SHOP_ADMIN_FIELD_TEXTS.notAVoucher });
  const codes = rows.map((r) => (r[0] ?? '').trim());
  if (codes.length > 0 && codes[0]!.toLowerCase() === 'code') codes.shift();
  if (codes.length === 0)
    throw badRequest(SHOP_ADMIN_TEXTS.noCodesInFile, { file: SHOP_ADMIN_FIELD_TEXTS.noCodes });
  if (codes.some((c) => !c || c.length > 100))
    throw badRequest(SHOP_ADMIN_TEXTS.codeTooLong, { file: SHOP_ADMIN_FIELD_TEXTS.blankOrLong });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const c of codes) (seen.has(c) ? repeated : seen).add(c);
  const existing = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const chunk = codes.slice(i, i + 500);
    const found = await trx
      .selectFrom('shopVoucherCodes')
      .select('code')
      .where('productId', '=', productId)
      .where('code', 'in', chunk)
      .execute();
    for (const f of found) existing.add(f.code);
  }
  const duplicates = [...new Set([...repeated, ...existing])];
  if (duplicates.length > 0) {
    const codes = duplicates.slice(0, 10).join(', ');
    const refusal =
      duplicates.length > 10
        ? withValues(SHOP_ADMIN_TEXTS.duplicateCodesAndMore, { codes, more: duplicates.length - 10 })
        : withValues(SHOP_ADMIN_TEXTS.duplicateCodes, { codes });
    throw badRequest(refusal, { file: SHOP_ADMIN_FIELD_TEXTS.duplicates });
  }
  for (let i = 0; i < codes.length; i += 500) {
    await trx
      .insertInto('shopVoucherCodes')
      .values(
        codes
          .slice(i, i + 500)
          .map((code) => ({ productId, code, orderItemId: null, soldAt: null, createdAt: at })),
      )
      .execute();
  }
  return { imported: codes.length };
}
