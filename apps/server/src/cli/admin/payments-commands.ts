import fs from 'node:fs';
import { once } from 'node:events';
import { calls } from '@portal/contract';
import { HttpError } from '../../lib/errors.js';
import { listPayments, paymentTotals } from '../../modules/admin/index.js';
import { failPayment, reconcileNow, retryPaymentRefund } from '../../modules/admin/index.js';
import { minorToDecimal, paymentsCsv } from '../../modules/admin/index.js';
import { parseWith, str } from './args.js';
import type { AdminCommand, CommandArgs, CommandIo } from './command.js';

const list: AdminCommand = {
  name: 'payments',
  summary: 'Lists card payments with provider reference, status, order and refund state (newest first)',
  usage: '[--status pending|paid|failed|cancelled|expired|unfulfilled] [--refund-problems] [--page N]',
  options: { status: { type: 'string' }, 'refund-problems': { type: 'boolean' }, page: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    const body = parseWith(
      calls['admin.payments'].body,
      {
        status: str(values.status) ?? '',
        refundProblems: values['refund-problems'] === true,
        page: values.page === undefined ? 1 : Number(values.page),
      },
      io,
    );
    if (!body) return 2;
    const { payments, total } = await listPayments(ctx.database.db, body);
    for (const p of payments) {
      const refund =
        p.refundStatus === 'none' ? '' : `, refund ${p.refundStatus}${p.refundRef ? ` ${p.refundRef}` : ''}`;
      const error = p.lastError ? ` — ${p.lastError}` : '';
      io.out(
        `#${p.paymentId} ${p.createdAt} ${p.memberNumber} ${p.provider} ${p.providerRef || '(no reference)'}: ${p.status} ${p.moneyText} + ${p.pointsHeld} points${p.orderNum ? `, order ${p.orderNum}` : ''}${refund}${error}`,
      );
    }
    io.out(`${payments.length} of ${total} payments`);
    return 0;
  },
};

const refundRetry: AdminCommand = {
  name: 'payment-refund-retry',
  summary: 'Tries again the card refund of a payment whose refund failed',
  usage: '<payment id>',
  async run(ctx, actor, { positionals }, io) {
    const body = parseWith(calls['admin.paymentrefundretry'].body, { paymentId: Number(positionals[0]) }, io);
    if (!body) return 2;
    try {
      const { payment } = await retryPaymentRefund(ctx, actor, body.paymentId);
      io.out(
        `#${payment.paymentId}: refund ${payment.refundStatus}${payment.lastError ? ` — ${payment.lastError}` : ''}`,
      );
      return payment.refundStatus === 'refunded' ? 0 : 1;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      io.err(err.message);
      return 1;
    }
  },
};

const fail: AdminCommand = {
  name: 'payment-fail',
  summary: 'Fails a pending payment whose provider reported another amount and gives the held points back',
  usage: '<payment id>',
  async run(ctx, actor, { positionals }, io) {
    const body = parseWith(calls['admin.paymentfail'].body, { paymentId: Number(positionals[0]) }, io);
    if (!body) return 2;
    try {
      const { payment } = await failPayment(ctx, actor, body.paymentId);
      io.out(
        `#${payment.paymentId}: ${payment.status}, ${payment.pointsHeld} points back to ${payment.memberNumber}`,
      );
      return 0;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      io.err(err.message);
      return 1;
    }
  },
};

const reconcile: AdminCommand = {
  name: 'payments-reconcile',
  summary: 'Asks the providers about payments stuck in pending and settles them now',
  usage: '',
  async run(ctx, actor, _args, io) {
    io.out((await reconcileNow(ctx, actor)).summary);
    return 0;
  },
};

/** --from and --to as the month range the web's totals call takes, or null after printing why not. */
const monthRange = (values: CommandArgs['values'], io: CommandIo) =>
  parseWith(
    calls['admin.paymentstotals'].body,
    { from: str(values.from) ?? '', to: str(values.to) ?? '' },
    io,
  );

const totals: AdminCommand = {
  name: 'payments-totals',
  summary: 'Card money taken and refunded by month and currency',
  usage: '--from YYYY-MM --to YYYY-MM',
  options: { from: { type: 'string' }, to: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    const body = monthRange(values, io);
    if (!body) return 2;
    for (const t of await paymentTotals(ctx.database.db, body.from, body.to)) {
      io.out(
        `${t.month} ${t.currency}: ${t.count} payments, ${minorToDecimal(t.paidMinor, t.currency)} taken, ${minorToDecimal(t.refundedMinor, t.currency)} refunded, ${minorToDecimal(t.paidMinor - t.refundedMinor, t.currency)} net`,
      );
    }
    return 0;
  },
};

const csv: AdminCommand = {
  name: 'payments-csv',
  summary: 'Writes the finance CSV of card payments (month, currency, amounts) between two months, streamed',
  usage: '--from YYYY-MM --to YYYY-MM [--out <file.csv>]',
  options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    const body = monthRange(values, io);
    if (!body) return 2;
    const out = str(values.out);
    const file = out ? fs.createWriteStream(out) : null;
    let chunks = 0;
    for await (const chunk of paymentsCsv(ctx.database.db, body.from, body.to)) {
      chunks += 1;
      if (!file) io.out(chunk.replace(/\r\n$/, ''));
      else if (!file.write(chunk)) await once(file, 'drain');
    }
    if (file) {
      file.end();
      await once(file, 'finish');
      io.out(`Wrote the card payments CSV to ${out} (${chunks} parts)`);
    }
    return 0;
  },
};

export const PAYMENTS_COMMANDS: readonly AdminCommand[] = [list, refundRetry, fail, reconcile, totals, csv];
