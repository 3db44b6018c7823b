import { DARK_TITLE } from '../../../components/alert-styles';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconFileUpload } from '@tabler/icons-react';
import { adminBudgets } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { budgetKeys } from './api';

type FundRow = adminBudgets.TFundRow;
const newRequestId = () => crypto.randomUUID();

type FundFields = { memberNumber: string; points: number | string; note: string };

const fundFields: FieldSpec<FundFields>[] = [
  { kind: 'text', name: 'memberNumber', label: 'Manager’s member number', w: 200, required: true },
  {
    kind: 'number',
    name: 'points',
    label: 'Points',
    min: 1,
    max: 10_000_000,
    thousands: true,
    w: 160,
    required: true,
  },
  { kind: 'text', name: 'note', label: 'Note on the statement', w: 260 },
];

function FundOne() {
  const { values, set, reset } = useFormValues<FundFields>({ memberNumber: '', points: '', note: '' });
  // One id per funding, so a retried request cannot fund twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const fund = useAdminMutation({
    mutationFn: () =>
      callApi(adminBudgets.fundbudget, {
        memberNumber: values.memberNumber.trim(),
        points: Number(values.points),
        note: values.note,
        requestId,
      }),
    invalidate: [['admin', 'funding']],
    success: (r) => [`${r.name}’s budget is now ${formatPoints(r.budget)}.`, 'Budget funded'],
    onDone: () => {
      setRequestId(newRequestId());
      reset({ points: '' });
    },
  });
  return (
    <AdminFormCard title="Fund one manager" onSubmit={() => fund.mutate()}>
      <AdminFields fields={fundFields} values={values} set={set} errors={fund.fieldErrors} />
      <FormErrorLine error={fund.error} fieldErrors={fund.fieldErrors} />
      <Button
        type="submit"
        mt="md"
        leftSection={<IconCoins size={18} aria-hidden />}
        loading={fund.isPending}
        disabled={!values.memberNumber.trim() || !values.points}
      >
        Fund budget
      </Button>
    </AdminFormCard>
  );
}

const fundColumns: readonly Column<FundRow>[] = [
  { key: 'row', header: 'Row', cell: (r) => r.row, align: 'right', nowrap: true },
  { key: 'memberNumber', header: 'Member No', cell: (r) => r.memberNumber || '—', nowrap: true },
  { key: 'name', header: 'Name', cell: (r) => r.name || '—' },
  { key: 'points', header: 'Points', cell: (r) => formatPoints(r.points), align: 'right', nowrap: true },
  {
    key: 'error',
    header: 'Problem',
    cell: (r) =>
      r.error ? (
        <Text c="red" size="sm">
          {r.error}
        </Text>
      ) : (
        '—'
      ),
  },
];

function FundMany() {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: (apply: boolean) => callApi(adminBudgets.fundbudgets, { csv, apply, requestId }),
    onSuccess: (r) => {
      if (r.applied) {
        notifySuccess(
          `${formatPoints(r.totalPoints)} points added to ${r.rows.length} budgets.`,
          'Budgets funded',
        );
        setRequestId(newRequestId());
        client.invalidateQueries({ queryKey: budgetKeys.funding });
      }
    },
  });
  const result = run.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Fund many managers from a CSV
      </Title>
      <Stack gap="sm">
        <FileInput
          label="CSV with member_number and points"
          accept=".csv,text/csv"
          value={file}
          leftSection={<IconFileUpload size={18} aria-hidden />}
          onChange={async (f) => {
            setFile(f);
            run.reset();
            setCsv(f ? await f.text() : '');
          }}
          w={{ base: '100%', xs: 360 }}
        />
        <Group>
          <Button variant="default" disabled={!csv} loading={run.isPending} onClick={() => run.mutate(false)}>
            Check file
          </Button>
          {result && !result.applied && result.errors === 0 && result.rows.length > 0 && (
            <Button color="green" loading={run.isPending} onClick={() => run.mutate(true)}>
              Confirm: fund {result.rows.length} budgets ({formatPoints(result.totalPoints)} points)
            </Button>
          )}
        </Group>
        {run.error && <Text c="red">{formErrorText(run.error)}</Text>}
        {result && (
          <>
            <Alert
              styles={DARK_TITLE}
              color={result.applied ? 'green' : result.errors ? 'red' : 'blue'}
              role="status"
            >
              {result.applied
                ? `Funded ${result.rows.length} budgets with ${formatPoints(result.totalPoints)} points.`
                : result.errors
                  ? `${result.errors} row(s) need fixing; nothing was funded.`
                  : `${result.rows.length} budgets, ${formatPoints(result.totalPoints)} points. Nothing is funded until you confirm.`}
            </Alert>
            <ReportTable
              label="Budgets in the file"
              columns={fundColumns}
              rows={result.rows}
              rowKey={(r) => String(r.row)}
              minWidth={560}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/budgets: managers' recognition budgets, funded from the programme's funding account. */
export default function BudgetsScreen() {
  return (
    <AdminPage
      title="Budgets"
      intro="Add points to managers’ recognition budgets. Every point comes from the programme’s funding account through the ledger."
    >
      <FundOne />
      <FundMany />
    </AdminPage>
  );
}
