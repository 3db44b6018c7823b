import { Button, Group, Paper, Text, Title, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { adminOrders } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadText, toCsv } from '../../../components/csv';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** The finance export: one row per order line between two days, as CSV with a byte-order mark. */
export function OrdersExport() {
  const [fromDate, setFrom] = useState(monthStart);
  const [toDate, setTo] = useState(today);
  const download = useMutation({
    mutationFn: () => callApi(adminOrders.ordersexport, { fromDate, toDate }),
    onSuccess: ({ rows }) => {
      const cells = rows.map(adminOrders.orderExportCells);
      downloadText(toCsv(adminOrders.ORDER_EXPORT_HEADER, cells), `orders-${fromDate}-to-${toDate}.csv`);
    },
  });
  const errors = download.error ? formErrorsOf(download.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Orders export for finance
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="From"
          value={fromDate}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.fromDate}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          value={toDate}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.toDate}
          w={{ base: '100%', xs: 170 }}
        />
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
        >
          Download CSV
        </Button>
      </Group>
      {download.error && !Object.keys(errors).length && (
        <Text c="red" size="sm">
          {formErrorText(download.error)}
        </Text>
      )}
      {download.data && (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {download.data.rows.length.toLocaleString('en-GB')} order lines
          {download.data.truncated ? ' (the first 100,000; choose fewer days)' : ''}.
        </Text>
      )}
    </Paper>
  );
}
