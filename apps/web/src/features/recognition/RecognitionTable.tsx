import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TRecognitionRecord } from '@portal/contract';
import { ReportTable, type Column } from '../../components/ReportTable';
import { recognitionTypeLabel } from '../../components/recognition-types';
import { formatShortDate } from '../../lib/dates';
import { formatPoints } from '../../lib/format';

/** My Recognition rows: the other person is the sender (Received) or the recipient (Sent). */
export function RecognitionTable({
  rows,
  direction,
  timeZone,
}: {
  rows: readonly TRecognitionRecord[];
  direction: 'To' | 'From';
  /** The company's time zone the server sent with the rows. */
  timeZone?: string | undefined;
}) {
  const { t } = useLingui();
  const columns: Column<TRecognitionRecord>[] = [
    { key: 'type', header: t`Type`, cell: (r) => recognitionTypeLabel(r.type), nowrap: true },
    { key: 'date', header: t`Date`, cell: (r) => formatShortDate(r.date, timeZone), nowrap: true },
    {
      // On a phone each recognition is a card titled by the other person.
      primary: true,
      key: 'who',
      header: direction === 'To' ? t`To` : t`From`,
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.memberName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.memberNumber}
          </Text>
        </>
      ),
    },
    {
      key: 'points',
      header: t`Points`,
      cell: (r) => (r.points ? formatPoints(r.points) : '–'),
      align: 'right',
      nowrap: true,
    },
    { key: 'value', header: t`Value`, cell: (r) => r.value },
    { key: 'message', header: t`Message`, cell: (r) => r.message },
  ];
  return (
    <ReportTable
      label={direction === 'To' ? t`Recognition sent` : t`Recognition received`}
      columns={columns}
      rows={rows}
      rowKey={(r, i) => `${r.date}-${i}`}
    />
  );
}
