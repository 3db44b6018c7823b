import type { report } from '@portal/contract';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';

export type StatementCall =
  typeof report.statement | typeof report.payitforwardstatement | typeof report.managementstatement;

/** One of the caller's statements, newest first, a page at a time. */
export const statementQuery = (call: StatementCall) =>
  pagedReport(['report', call.path], (cursor) => callApi(call, { cursor }));
