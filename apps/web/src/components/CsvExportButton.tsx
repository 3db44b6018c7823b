import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { CSV_FILE_NAME, type CallDef, type CallInput } from '@portal/contract';
import { downloadCallFile } from '../lib/download';
import { downloadText, toCsv, type CsvCell } from './csv';

/** Export to CSV for every report: report.csv with a byte-order mark and quoted, guarded cells. */
export function CsvExportButton({
  header,
  rows,
  disabled,
}: {
  header: readonly string[];
  /** Read at click time, so a long report is only turned into cells when asked for. */
  rows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      onClick={() => downloadText(toCsv(header, rows()), CSV_FILE_NAME)}
      disabled={disabled}
    >
      <Trans>Export to CSV</Trans>
    </Button>
  );
}

/**
 * Export to CSV for a paged report: the server streams every row (not only the pages on
 * screen) as report.csv, with the same columns, byte-order mark and guarded cells.
 */
export function ServerCsvButton<C extends CallDef>({
  call,
  body,
  disabled,
}: {
  call: C;
  body: CallInput<C>;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      // The API client has already shown a failure.
      onClick={() => downloadCallFile(call, body).catch(() => undefined)}
      disabled={disabled}
    >
      <Trans>Export to CSV</Trans>
    </Button>
  );
}
