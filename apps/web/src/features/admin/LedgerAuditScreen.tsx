import { DARK_TITLE } from '../../components/alert-styles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { formatPoints } from '../../lib/format';
import { AdminPage } from './AdminPage';
import { useLedgerAuditMutation } from './api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={800} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** /admin/ledger-audit: runs the audit of `npm run audit` on demand and shows its report. */
export default function LedgerAuditScreen() {
  const run = useLedgerAuditMutation();
  const report = run.data;
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Ledger audit`}
      intro={t`Checks that every balance equals its credits minus its debits, that no member balance is negative and that all balances sum to zero.`}
      actions={
        <Button
          leftSection={<IconScale size={18} aria-hidden />}
          onClick={() => run.mutate()}
          loading={run.isPending}
        >
          <Trans>Run the audit</Trans>
        </Button>
      }
      error={run.error}
    >
      {report && (
        <>
          <Alert
            styles={DARK_TITLE}
            color={report.ok ? 'green' : 'red'}
            icon={report.ok ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
            title={report.ok ? t`Ledger audit passed` : t`Ledger audit FAILED`}
            role="status"
          >
            {report.ok
              ? t`Every balance is accounted for.`
              : t`${plural(report.problems.length, { one: '# problem found.', other: '# problems found.' })}`}
          </Alert>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label={t`Accounts`} value={formatPoints(report.accounts)} />
            <Figure label={t`Transfers`} value={formatPoints(report.transfers)} />
            <Figure label={t`Sum of balances`} value={formatPoints(report.totalBalance)} />
          </SimpleGrid>
          {report.problems.length > 0 && (
            <List spacing={4} size="sm">
              {report.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </AdminPage>
  );
}
