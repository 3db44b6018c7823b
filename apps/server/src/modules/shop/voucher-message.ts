import type SanitizeHtml from 'sanitize-html';
import { canViewVoucherCodes, ROLE_MESSAGES, SHOP_MESSAGES, type TProgrammeSettings } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { codesOfItem, findOrder, findOrderItem } from './order-repository.js';
import { escapeHtml } from '../../lib/html.js';
import { VOUCHER_TEXTS, type Translator } from '../../i18n/index.js';
import { loadSanitizeHtml } from '../../lib/sanitize-html.js';

/** The SMS that carries an order's voucher codes, one product per line. */
export function voucherSms(
  settings: Pick<TProgrammeSettings, 'programmeName'>,
  orderNum: string,
  lines: string[],
  say: Translator,
): string {
  return [say.t(VOUCHER_TEXTS.sms, { programme: settings.programmeName, orderNum }), ...lines].join('\n');
}

/** Only what the message needs: paragraphs, emphasis and a list. */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'ul', 'li', 'code'],
  allowedAttributes: {},
};

/**
 * The voucher codes of one order line as HTML, for the line's owner only and only once the
 * order is complete and the line dispatched (the spec's View Voucher Codes rule). A line the
 * rule shows the link for whose codes are not issued yet (an administrator completed it by
 * hand) answers a message saying so, since the member followed a link the rule gave. Product
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
  const sanitizeHtml = await loadSanitizeHtml();
  if (codes.length === 0)
    return {
      message: sanitizeHtml(
        `<p>Order ${escapeHtml(order.orderNum)}: <strong>${escapeHtml(item.description)}</strong></p>` +
          `<p>${escapeHtml(SHOP_MESSAGES.vouchersNotIssued)}</p>`,
        OPTIONS,
      ),
    };
  const html =
    `<p>Order ${escapeHtml(order.orderNum)}: <strong>${escapeHtml(item.description)}</strong></p>` +
    `<ul>${codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('')}</ul>`;
  return { message: sanitizeHtml(html, OPTIONS) };
}
