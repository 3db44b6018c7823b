import { report } from '@portal/contract';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';

export type RecognitionTab = 'received' | 'sent';

/** My Recognition: one tab of a month, newest first, a page at a time; the first page brings the month's counts. */
export const myRecognitionQuery = (selMonth: string, direction: RecognitionTab) =>
  pagedReport(['report', 'myrecognitions', selMonth, direction], (cursor) =>
    callApi(report.myrecognitions, { selMonth, direction, cursor, doCount: cursor === undefined }),
  );
