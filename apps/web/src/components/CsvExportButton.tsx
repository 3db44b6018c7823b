import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { CSV_FILE_NAME } from '@portal/contract';
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
      Export to CSV
    </Button>
  );
}
