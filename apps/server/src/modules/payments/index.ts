/** Card payment of an order's shortfall: what other modules may use. */
export { startCardPayment } from './start.js';
export { applyOutcome, releaseHold } from './settle.js';
export { claimOrderCardRefund, refundCard, retryRefund } from './refunds.js';
export { reconcilePayments, paymentsReconcileJob } from './reconcile.js';
export { failMismatchedPayment } from './amount-mismatch.js';
export { paymentRoutes } from './routes.js';
export { paymentView } from './member.js';
