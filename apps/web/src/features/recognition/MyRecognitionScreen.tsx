import { Paper, SimpleGrid, Tabs, Text } from '@mantine/core';
import { RECOGNITION_CSV_COLUMNS, report, type TRecognitionRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvExportButton } from '../../components/CsvExportButton';
import { MonthSelect, monthLabel, useMonths } from '../../components/MonthSelect';
import { ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { recognitionTypeLabel } from '../../components/recognition-types';
import { callApi } from '../../lib/api';
import { formatShortDate } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { RecognitionTable } from './RecognitionTable';

type Tab = 'received' | 'sent';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper p="md" radius="md" withBorder>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={800} size="xl">
        {formatPoints(value)}
      </Text>
    </Paper>
  );
}

/** The report's CSV columns, fixed because people's spreadsheets read them by position: Type, Date, To or From, Member No, Points, Value, Message. */
const csvRow = (r: TRecognitionRecord) => [
  recognitionTypeLabel(r.type),
  formatShortDate(r.date),
  r.memberName,
  r.memberNumber,
  r.points,
  r.value,
  r.message,
];

/** /myrecognition: recognition received and sent in a month, with counts. */
export function MyRecognitionScreen() {
  const { months, month, setMonth } = useMonths();
  // A reward's success screen links here with ?tab=sent ("View it").
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'sent' ? 'sent' : 'received');
  const query = useQuery({
    queryKey: ['report', 'myrecognitions', month],
    queryFn: () => callApi(report.myrecognitions, { selMonth: month, doCount: true }),
  });
  const data = query.data;
  const rows = useMemo(() => (data?.report ?? []).filter((r) => r.isFrom === (tab === 'sent')), [data, tab]);

  return (
    <ReportPage
      title="My Recognition"
      intro="Recognition you have received and sent, month by month."
      printNote={monthLabel(months, month)}
      toolbar={
        <>
          <MonthSelect months={months} value={month} onChange={setMonth} />
          <ToolbarSpacer />
          <CsvExportButton
            header={RECOGNITION_CSV_COLUMNS}
            rows={() => rows.map(csvRow)}
            disabled={!rows.length}
          />
        </>
      }
      error={query.error}
    >
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="sm"
        aria-label="Counts for the month"
        component="section"
      >
        <Count label="Messages received" value={data?.msgCountTo ?? 0} />
        <Count label="Rewards received" value={data?.rewardCountTo ?? 0} />
        <Count label="Messages sent" value={data?.msgCountFrom ?? 0} />
        <Count label="Rewards sent" value={data?.rewardCountFrom ?? 0} />
      </SimpleGrid>
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'received')} keepMounted={false}>
        <Tabs.List data-print-hide>
          <Tabs.Tab value="received">Recognition Received</Tabs.Tab>
          <Tabs.Tab value="sent">Recognition Sent</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {query.isPending ? (
            <Text c="dimmed">Loading...</Text>
          ) : (
            <RecognitionTable rows={rows} direction={tab === 'sent' ? 'To' : 'From'} />
          )}
        </Tabs.Panel>
      </Tabs>
    </ReportPage>
  );
}
