import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Tabs, Text } from '@mantine/core';
import { report } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ServerCsvButton } from '../../components/CsvExportButton';
import { MonthSelect, monthLabel, useMonths } from '../../components/MonthSelect';
import { LoadMoreButton, ReportPage, ToolbarSpacer } from '../../components/ReportPage';
import { loadedRows } from '../../components/report-paging';
import { formatPoints } from '../../lib/format';
import { myRecognitionQuery, type RecognitionTab as Tab } from './api';
import { RecognitionTable } from './RecognitionTable';

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

/** /myrecognition: recognition received and sent in a month, with counts. */
export function MyRecognitionScreen() {
  const { months, month, setMonth } = useMonths();
  // A reward's success screen links here with ?tab=sent ("View it").
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'sent' ? 'sent' : 'received');
  const query = useInfiniteQuery(myRecognitionQuery(month, tab));
  const { rows, timeZone } = loadedRows(query.data);
  // The month's counts come with the first page of either tab.
  const data = query.data?.pages[0];
  const { t } = useLingui();

  return (
    <ReportPage
      title={t`My Recognition`}
      intro={t`Recognition you have received and sent, month by month.`}
      printNote={monthLabel(months, month)}
      toolbar={
        <>
          <MonthSelect months={months} value={month} onChange={setMonth} />
          <ToolbarSpacer />
          <ServerCsvButton
            call={report.myrecognitionscsv}
            body={{ selMonth: month, direction: tab }}
            disabled={!rows.length}
          />
        </>
      }
      error={query.error}
    >
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="sm"
        aria-label={t`Counts for the month`}
        component="section"
      >
        <Count label={t`Messages received`} value={data?.msgCountTo ?? 0} />
        <Count label={t`Rewards received`} value={data?.rewardCountTo ?? 0} />
        <Count label={t`Messages sent`} value={data?.msgCountFrom ?? 0} />
        <Count label={t`Rewards sent`} value={data?.rewardCountFrom ?? 0} />
      </SimpleGrid>
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'received')} keepMounted={false}>
        <Tabs.List data-print-hide>
          <Tabs.Tab value="received">
            <Trans>Recognition Received</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="sent">
            <Trans>Recognition Sent</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {query.isPending ? (
            <Text c="dimmed">
              <Trans>Loading...</Trans>
            </Text>
          ) : (
            <>
              <RecognitionTable rows={rows} direction={tab === 'sent' ? 'To' : 'From'} timeZone={timeZone} />
              <LoadMoreButton query={query} />
            </>
          )}
        </Tabs.Panel>
      </Tabs>
    </ReportPage>
  );
}
