import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Text, Title, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { adminOrders } from '@portal/contract';
import { useState } from 'react';
import { downloadText, toCsv } from '../../../components/csv';
import { formErrorsOf, formErrorText } from '../../../lib/api';
import { ActionButton } from '../ui/buttons';
import { useOrdersExportMutation } from './api';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** One end of the export's range: a day, full width on a phone. */
function DayField(props: { label: string; value: string; onChange(day: string): void; error?: string }) {
  return (
    <TextInput
      type="date"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      w={{ base: '100%', xs: 170 }}
    />
  );
}

/** The finance export: one row per order line between two days, as CSV with a byte-order mark. */
export function OrdersExport() {
  const [fromDate, setFrom] = useState(monthStart);
  const [toDate, setTo] = useState(today);
  const { t } = useLingui();
  const download = useOrdersExportMutation({ fromDate, toDate }, ({ rows }) => {
    const cells = rows.map(adminOrders.orderExportCells);
    downloadText(toCsv(adminOrders.ORDER_EXPORT_HEADER, cells), `orders-${fromDate}-to-${toDate}.csv`);
  });
  const errors = download.error ? formErrorsOf(download.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        <Trans>Orders export for finance</Trans>
      </Title>
      <Group align="flex-end" gap="sm">
        <DayField label={t`From`} value={fromDate} onChange={setFrom} error={errors.fromDate} />
        <DayField label={t`To`} value={toDate} onChange={setTo} error={errors.toDate} />
        <ActionButton variant="default" icon={IconFileSpreadsheet} action={download}>
          <Trans>Download CSV</Trans>
        </ActionButton>
      </Group>
      {download.error && !Object.keys(errors).length && (
        <Text c="red" size="sm">
          {formErrorText(download.error)}
        </Text>
      )}
      {download.data && (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {download.data.truncated
            ? t`${plural(download.data.rows.length, {
                one: '# order line (the first 100,000; choose fewer days).',
                other: '# order lines (the first 100,000; choose fewer days).',
              })}`
            : t`${plural(download.data.rows.length, { one: '# order line.', other: '# order lines.' })}`}
        </Text>
      )}
    </Paper>
  );
}
