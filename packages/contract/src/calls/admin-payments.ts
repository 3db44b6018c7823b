import { z } from 'zod';
import { defineCall } from '../registry.js';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../entities/shop.js';
import { ZMonth, ZRowId } from '../fields.js';
import { ADMIN_ACCESS, ZAdminPage } from './admin.js';

/** Card payments for the programme admin: reconciliation with the providers, refunds. */

export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;

export const ZAdminPayment = z.object({
  paymentId: z.number().int(),
  createdAt: z.string(),
  memberNumber: z.string(),
  memberName: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's reference (Stripe Checkout Session id, PayGate PAY_REQUEST_ID). */
  providerRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  amountMinor: z.number().int(),
  moneyText: z.string(),
  pointsHeld: z.number().int(),
  /** The order it paid for, '' while none. */
  orderNum: z.string(),
  refundStatus: z.enum(REFUND_STATUSES),
  refundRef: z.string(),
  /** The provider's last error (a failed refund, a failed query), '' when none. */
  lastError: z.string(),
  /** What the provider reported when it differs from the amount asked for ("1234 GBP"), '' when it never did. */
  amountMismatch: z.string(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const payments = defineCall({
  path: '/api/admin/payments',
  summary: 'Card payments, newest first, with their provider reference, status and order',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({
    status: z.enum(['', ...PAYMENT_STATUSES]).default(''),
    /** Only payments whose refund failed or is still waiting. */
    refundProblems: z.boolean().default(false),
  }),
  response: z.object({ payments: z.array(ZAdminPayment), total: z.number().int() }),
});

export const paymentrefundretry = defineCall({
  path: '/api/admin/paymentrefundretry',
  summary: 'Try again the card refund of a refunded order whose refund failed',
  access: ADMIN_ACCESS,
  body: z.object({ paymentId: ZRowId }),
  response: z.object({ payment: ZAdminPayment }),
  answers: [404, 409],
});

export const paymentfail = defineCall({
  path: '/api/admin/paymentfail',
  summary:
    'Fail a pending payment whose provider reported another amount, giving the member the held points back',
  access: ADMIN_ACCESS,
  body: z.object({ paymentId: ZRowId }),
  response: z.object({ payment: ZAdminPayment }),
  answers: [404, 409],
});

export const paymentsreconcile = defineCall({
  path: '/api/admin/paymentsreconcile',
  summary: 'Ask the providers about payments still pending and settle them now',
  access: ADMIN_ACCESS,
  body: z.object({}),
  response: z.object({ summary: z.string() }),
});

export const ZPaymentTotal = z.object({
  month: z.string(),
  currency: z.string(),
  count: z.number().int(),
  paidMinor: z.number().int(),
  refundedMinor: z.number().int(),
});

export type TPaymentTotal = z.infer<typeof ZPaymentTotal>;

export const paymentstotals = defineCall({
  path: '/api/admin/paymentstotals',
  summary: 'Card money taken and refunded, by month and currency',
  access: ADMIN_ACCESS,
  body: z.object({ from: ZMonth, to: ZMonth }),
  response: z.object({ totals: z.array(ZPaymentTotal) }),
});
