import fs from 'node:fs/promises';
import { adminOrders, calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../lib/errors.js';
import { cancelOrRefund, changeOrderStatus, dispatch } from '../../modules/admin/index.js';
import { orderDetail, orderIdOf, ordersExport, searchOrders } from '../../modules/admin/index.js';
import { ordersCsv } from '../../modules/admin/index.js';
import { parseWith, str, withBody } from './args.js';
import type { AdminCommand, CommandIo } from './command.js';

function printOrder(io: CommandIo, o: adminOrders.TAdminOrder) {
  io.out(
    `${o.orderNum} ${o.createdAt} member ${o.memberNumber} ${o.memberName}: ${o.statusDesc} (${o.statusId}), ${o.pointsPaid} points paid${o.promoCode ? `, promo ${o.promoCode} −${o.discount}` : ''}`,
  );
  for (const l of o.lines) {
    const codes = l.voucherCodes.length ? ` codes ${l.voucherCodes.join(', ')}` : '';
    io.out(
      `  line ${l.itemId}: ${l.qty} × ${l.productCode} ${l.description} = ${l.total} points, ${adminOrders.dispatchStatusDesc(l.dispatchStatus)}${codes}`,
    );
  }
}

/** The order named by its number (first positional), or an error line and exit code 2. */
async function namedOrder(
  ctx: AppContext,
  positionals: string[],
  io: CommandIo,
  usage: string,
): Promise<number | null> {
  if (!positionals[0]) {
    io.err(`Name the order: npm run admin -- ${usage}`);
    return null;
  }
  try {
    return await orderIdOf(ctx.database.db, positionals[0]);
  } catch (err) {
    if (err instanceof HttpError) io.err(err.message);
    else throw err;
    return null;
  }
}

const search: AdminCommand = {
  name: 'orders-search',
  summary: 'Finds shop orders by order number, member number or name, status and dates',
  usage: '[<text>] [--status 10|20|30|40|50] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit <n>]',
  options: {
    status: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
  },
  async run(ctx, _actor, { values, positionals }, io) {
    const body = parseWith(
      calls['admin.ordersearch'].body,
      {
        query: positionals.join(' '),
        status: str(values.status) ?? 'all',
        fromDate: str(values.from) ?? '',
        toDate: str(values.to) ?? '',
        pageSize: Number(values.limit ?? 20),
      },
      io,
    );
    if (!body) return 2;
    const { orders, total } = await searchOrders(ctx.database.db, body);
    for (const o of orders)
      io.out(
        `${o.orderNum} ${o.createdAt} ${o.memberNumber} ${o.memberName} ${o.statusDesc} ${o.pointsPaid} points, ${o.itemCount} items`,
      );
    io.out(`${orders.length} of ${total} orders`);
    return 0;
  },
};

const show: AdminCommand = {
  name: 'order-show',
  summary: 'Shows one order with its lines, dispatch status and voucher codes',
  usage: '<order number>',
  async run(ctx, _actor, { positionals }, io) {
    const id = await namedOrder(ctx, positionals, io, 'order-show <order number>');
    if (id === null) return 2;
    printOrder(io, await orderDetail(ctx.database.db, id));
    return 0;
  },
};

const status: AdminCommand = {
  name: 'order-status',
  summary:
    'Sets an open order’s status: 10 Placed, 20 In progress, 30 Complete (or a sub-status such as 30.1)',
  usage: '<order number> <status>',
  async run(ctx, actor, { positionals }, io) {
    const id = await namedOrder(ctx, positionals, io, 'order-status <order number> <status>');
    if (id === null) return 2;
    return withBody(
      io,
      calls['admin.orderstatus'].body,
      { orderId: id, statusId: positionals[1] ?? '' },
      async (body) => printOrder(io, (await changeOrderStatus(ctx, actor, body)).order),
    );
  },
};

const dispatchCommand: AdminCommand = {
  name: 'order-dispatch',
  summary:
    'Dispatches every line of an order, or sets one line’s dispatch status (1 awaiting, 2 processing, 4 dispatched)',
  usage: '<order number> [--line <line id>] [--status 1|2|4]',
  options: { line: { type: 'string' }, status: { type: 'string' } },
  async run(ctx, actor, { values, positionals }, io) {
    const id = await namedOrder(
      ctx,
      positionals,
      io,
      'order-dispatch <order number> [--line <line id>] [--status 1|2|4]',
    );
    if (id === null) return 2;
    return withBody(
      io,
      calls['admin.orderdispatch'].body,
      {
        orderId: id,
        itemId: values.line === undefined ? undefined : Number(values.line),
        dispatchStatus: values.status === undefined ? 4 : Number(values.status),
      },
      async (body) => printOrder(io, (await dispatch(ctx, actor, body)).order),
    );
  },
};

function cancelCommand(how: 'cancel' | 'refund'): AdminCommand {
  return {
    name: `order-${how}`,
    summary:
      how === 'refund'
        ? 'Refunds an order: its points go back to the member through the ledger (once)'
        : 'Cancels an order: its points go back and undispatched stock goes back on sale (once)',
    usage: '<order number> [--reason <text>]',
    options: { reason: { type: 'string' } },
    async run(ctx, actor, { values, positionals }, io) {
      const id = await namedOrder(ctx, positionals, io, `order-${how} <order number> [--reason <text>]`);
      if (id === null) return 2;
      return withBody(
        io,
        calls['admin.ordercancel'].body,
        { orderId: id, how, reason: str(values.reason) ?? '' },
        async (body) => {
          const r = await cancelOrRefund(ctx, actor, body);
          printOrder(io, r.order);
          io.out(
            `${r.pointsReturned} points returned to member ${r.order.memberNumber}; ${r.stockReturned} items back in stock.`,
          );
        },
      );
    },
  };
}

const exportCommand: AdminCommand = {
  name: 'orders-export',
  summary: 'Writes every order line between two days as CSV for finance (the web’s Download CSV)',
  usage: '--from YYYY-MM-DD --to YYYY-MM-DD [--out <file.csv>]',
  options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    const body = parseWith(
      calls['admin.ordersexport'].body,
      { fromDate: str(values.from) ?? '', toDate: str(values.to) ?? '' },
      io,
    );
    if (!body) return 2;
    const { rows, truncated } = await ordersExport(ctx.database.db, body);
    const csv = ordersCsv(rows);
    const out = str(values.out);
    if (out) {
      await fs.writeFile(out, csv);
      io.out(`Wrote ${rows.length} order lines to ${out}`);
    } else io.out(csv.trimEnd());
    if (truncated) io.err('Only the first 100,000 lines: choose fewer days.');
    return 0;
  },
};

export const ORDERS_COMMANDS: readonly AdminCommand[] = [
  search,
  show,
  status,
  dispatchCommand,
  cancelCommand('cancel'),
  cancelCommand('refund'),
  exportCommand,
];
