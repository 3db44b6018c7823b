import { DARK_TITLE } from '../../../components/alert-styles';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconFileUpload } from '@tabler/icons-react';
import type { adminBudgets } from '@portal/contract';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { WRAPPING } from '../ui/buttons';
import { useFundBudgetMutation, useFundBudgetsMutation } from './api';

type FundRow = adminBudgets.TFundRow;
const newRequestId = () => crypto.randomUUID();

type FundFields = { memberNumber: string; points: number | string; note: string };

const fundFields: FieldSpec<FundFields>[] = [
  { kind: 'text', name: 'memberNumber', label: msg`Manager’s member number`, w: 200, required: true },
  {
    kind: 'number',
    name: 'points',
    label: msg`Points`,
    min: 1,
    max: 10_000_000,
    thousands: true,
    w: 160,
    required: true,
  },
  { kind: 'text', name: 'note', label: msg`Note on the statement`, w: 260 },
];

function FundOne() {
  const { values, set, reset } = useFormValues<FundFields>({ memberNumber: '', points: '', note: '' });
  // One id per funding, so a retried request cannot fund twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const { t } = useLingui();
  const fund = useFundBudgetMutation({
    success: (r) => {
      const name = r.name;
      const budget = formatPoints(r.budget);
      return [t`${name}’s budget is now ${budget}.`, t`Budget funded`];
    },
    onDone: () => {
      setRequestId(newRequestId());
      reset({ points: '' });
    },
  });
  const submit = () =>
    fund.mutate({
      memberNumber: values.memberNumber.trim(),
      points: Number(values.points),
      note: values.note,
      requestId,
    });
  return (
    <AdminFormCard title={t`Fund one manager`} onSubmit={submit}>
      <AdminFields fields={fundFields} values={values} set={set} errors={fund.fieldErrors} />
      <FormErrorLine error={fund.error} fieldErrors={fund.fieldErrors} />
      <Button
        type="submit"
        mt="md"
        leftSection={<IconCoins size={18} aria-hidden />}
        loading={fund.isPending}
        disabled={!values.memberNumber.trim() || !values.points}
      >
        <Trans>Fund budget</Trans>
      </Button>
    </AdminFormCard>
  );
}

const fundColumns = (t: (d: MessageDescriptor) => string): readonly Column<FundRow>[] => [
  { key: 'row', header: t(msg`Row`), cell: (r) => r.row, align: 'right', nowrap: true },
  { key: 'memberNumber', header: t(msg`Member No`), cell: (r) => r.memberNumber || '—', nowrap: true },
  { key: 'name', header: t(msg`Name`), cell: (r) => r.name || '—' },
  {
    key: 'points',
    header: t(msg`Points`),
    cell: (r) => formatPoints(r.points),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'error',
    header: t(msg`Problem`),
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
  const { i18n, t } = useLingui();
  const run = useFundBudgetsMutation((r) => {
    if (r.applied) {
      const points = formatPoints(r.totalPoints);
      notifySuccess(
        plural(r.rows.length, {
          one: `${points} points added to # budget.`,
          other: `${points} points added to # budgets.`,
        }),
        t`Budgets funded`,
      );
      setRequestId(newRequestId());
    }
  });
  const check = (apply: boolean) => run.mutate({ csv, apply, requestId });
  const result = run.data;
  const resultPoints = result ? formatPoints(result.totalPoints) : '';
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Fund many managers from a CSV</Trans>
      </Title>
      <Stack gap="sm">
        <FileInput
          label={t`CSV with member_number and points`}
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
          <Button variant="default" disabled={!csv} loading={run.isPending} onClick={() => check(false)}>
            <Trans>Check file</Trans>
          </Button>
          {result && !result.applied && result.errors === 0 && result.rows.length > 0 && (
            <Button color="green" styles={WRAPPING} loading={run.isPending} onClick={() => check(true)}>
              {plural(result.rows.length, {
                one: `Confirm: fund # budget (${resultPoints} points)`,
                other: `Confirm: fund # budgets (${resultPoints} points)`,
              })}
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
                ? plural(result.rows.length, {
                    one: `Funded # budget with ${resultPoints} points.`,
                    other: `Funded # budgets with ${resultPoints} points.`,
                  })
                : result.errors
                  ? plural(result.errors, {
                      one: '# row needs fixing; nothing was funded.',
                      other: '# rows need fixing; nothing was funded.',
                    })
                  : plural(result.rows.length, {
                      one: `# budget, ${resultPoints} points. Nothing is funded until you confirm.`,
                      other: `# budgets, ${resultPoints} points. Nothing is funded until you confirm.`,
                    })}
            </Alert>
            <ReportTable
              label={t`Budgets in the file`}
              columns={fundColumns((d) => i18n._(d))}
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
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Budgets`}
      intro={t`Add points to managers’ recognition budgets. Every point comes from the programme’s funding account through the ledger.`}
    >
      <FundOne />
      <FundMany />
    </AdminPage>
  );
}
