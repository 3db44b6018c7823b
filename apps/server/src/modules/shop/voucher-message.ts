import type SanitizeHtml from 'sanitize-html';
import { canViewVoucherCodes, ROLE_MESSAGES, SHOP_MESSAGES, type TProgrammeSettings } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { codesOfItem, findOrder, findOrderItem } from './order-repository.js';
import { escapeHtml } from '../../lib/html.js';
import { loadSanitizeHtml } from '../../lib/sanitize-html.js';

/** The SMS that carries an order's voucher codes, one product per line. */
export function voucherSms(
  settings: Pick<TProgrammeSettings, 'programmeName'>,
  orderNum: string,
  lines: string[],
): string {
  return [`${settings.programmeName} order ${orderNum}. Your voucher codes:`, ...lines].join('\n');
}

/** Only what the message needs: paragraphs, emphasis and a list. */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'ul', 'li', 'code'],
  allowedAttributes: {},
};

/**
 * The voucher codes of one order line as HTML, for the line's owner only and only once the
 * order is complete and the line dispatched (the spec's View Voucher Codes rule). Product
 * descriptions come from the catalogue, which an administrator edits: the HTML is built with
 * escaped text and sanitised once more on the way out.
 */
export async function voucherCodeMessage(
  ctx: AppContext,
  memberId: number,
  memberOrderItemId: number,
): Promise<{ message: string }> {
  const { db } = ctx.database;
  const item = await findOrderItem(db, memberOrderItemId);
  const order = item ? await findOrder(db, item.orderId) : undefined;
  if (!item || !order) throw notFound();
  if (order.memberId !== memberId) throw forbidden(ROLE_MESSAGES.authorised);
  if (!canViewVoucherCodes(order.statusId, item.dispatchStatus))
    throw badRequest(SHOP_MESSAGES.vouchersNotViewable);
  const codes = await codesOfItem(db, item.id);
  if (codes.length === 0) throw badRequest(SHOP_MESSAGES.vouchersNotViewable);
  const html =
    `<p>Order ${escapeHtml(order.orderNum)}: <strong>${escapeHtml(item.description)}</strong></p>` +
    `<ul>${codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('')}</ul>`;
  const sanitizeHtml = await loadSanitizeHtml();
  return { message: sanitizeHtml(html, OPTIONS) };
}
