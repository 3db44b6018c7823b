export {
  awardFromFunding,
  transfer,
  InsufficientPointsError,
  type TransferRequest,
  type TransferResult,
} from './transfer.js';
export {
  resolveAccountId,
  memberAccountId,
  memberBalances,
  SYSTEM_ACCOUNTS,
  type AccountRef,
  type MemberAccountKind,
} from './accounts.js';
export { statement, type StatementLine } from './statement.js';
export { auditLedger, type AuditReport } from './audit.js';
export { transferMany, type BatchResult } from './batch.js';
export { transfersWithAccounts, TRANSFER_SIDE_COLUMNS } from './transfer-rows.js';
