import { DARK_TITLE } from '../../../components/alert-styles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ScreenNotice } from '../../../components/ScreenNotice';
import { downloadText } from '../../../components/csv';
import { formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { AdminPage } from '../AdminPage';
import { useApplyImportMutation, useStartImportMutation } from './api';
import { ImportPreview } from './ImportPreview';
import { isRunning, useImportJob } from './use-import-job';
import { WRAPPING } from '../ui/buttons';

const TEMPLATE =
  'member_number,first_name,surname,email,mobile,division,cluster,manager_number,hire_date,birth_day,birth_month,status,job_title,language\n';

function JobProgress({ phase, done, total }: { phase: string; done: number; total: number }) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  const { t } = useLingui();
  const doneText = formatPoints(done);
  const totalText = formatPoints(total);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{phase}…</Text>
        <Text size="sm" c="dimmed">
          {total > 0 ? t`${doneText} of ${totalText}` : ''}
        </Text>
      </Group>
      <Progress value={total > 0 ? pct : 100} animated={total === 0} size="lg" aria-label={phase} />
    </Paper>
  );
}

/** What an applied file changed. */
function AppliedLine({
  fileName,
  counts,
}: {
  fileName: string;
  counts: { new: number; changed: number; leaving: number };
}) {
  const { new: added, changed, leaving } = counts;
  return (
    <Trans>
      {fileName}: {added} new, {changed} changed, {leaving} leaving.
    </Trans>
  );
}

/** What a checked file would do: its problems, or that nothing changes until it is confirmed. */
function PreviewLine({ fileName, errors }: { fileName: string; errors: number }) {
  const { t } = useLingui();
  return errors
    ? t`${plural(errors, {
        one: `# problem in ${fileName}. Fix the rows listed under Errors and upload the file again; nothing will be applied.`,
        other: `# problems in ${fileName}. Fix the rows listed under Errors and upload the file again; nothing will be applied.`,
      })}`
    : t`Check the changes below, then confirm to apply ${fileName} in one go.`;
}

/**
 * /admin/people/import: upload the HR file; the server checks every row and shows what would
 * change; nothing is written until Confirm, which applies the whole file in one transaction.
 */
export default function PeopleImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const { t } = useLingui();
  const start = useStartImportMutation((j) => setJobId(j.jobId));
  const apply = useApplyImportMutation();
  const data = job.data;
  const preview = data?.preview;
  const reset = () => {
    setJobId(null);
    setFile(null);
    start.reset();
    apply.reset();
  };

  return (
    <AdminPage
      title={t`Import people`}
      intro={t`Upload the HR file. Every row is checked and you see who is new, who changed and who is leaving before anything changes.`}
      actions={
        <Button styles={WRAPPING} variant="default" onClick={() => downloadText(TEMPLATE, 'hr-template.csv')}>
          <Trans>Download template</Trans>
        </Button>
      }
    >
      {!jobId && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <FileInput
              label={t`HR file (CSV)`}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the file's column names, as written in it
              description="member_number, first_name, surname, email, mobile, division, cluster, manager_number, hire_date, birth_day, birth_month, status"
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              leftSection={<IconFileUpload size={18} aria-hidden />}
              error={start.error ? formErrorText(start.error) : undefined}
              clearable
            />
            <Group>
              <Button
                styles={WRAPPING}
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={!file}
                loading={start.isPending}
                onClick={() => file && start.mutate(file)}
              >
                <Trans>Check file</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {data && isRunning(data.status) && (
        <JobProgress phase={data.phase} done={data.done} total={data.total} />
      )}
      {data?.status === 'failed' && (
        <ScreenNotice color="red" title={t`The import failed`}>
          {data.error}
        </ScreenNotice>
      )}
      {data?.status === 'applied' && preview && (
        <Alert
          styles={DARK_TITLE}
          color="green"
          icon={<IconCircleCheck size={18} />}
          title={t`Import applied`}
          role="status"
        >
          <AppliedLine fileName={data.fileName} counts={preview.counts} />
        </Alert>
      )}
      {preview && data && (data.status === 'previewed' || data.status === 'applied') && (
        <>
          {data.status === 'previewed' && (
            <Alert
              styles={DARK_TITLE}
              color={preview.counts.errors ? 'red' : 'blue'}
              title={preview.counts.errors ? t`The file has errors` : t`Nothing has changed yet`}
              role="status"
            >
              <PreviewLine fileName={data.fileName} errors={preview.counts.errors} />
            </Alert>
          )}
          <ImportPreview preview={preview} />
        </>
      )}
      {apply.error && <ScreenNotice color="red">{formErrorText(apply.error)}</ScreenNotice>}
      {data && !isRunning(data.status) && (
        <Group>
          {data.status === 'previewed' && preview && preview.counts.errors === 0 && (
            <Button
              styles={WRAPPING}
              color="green"
              onClick={() => apply.mutate(data.jobId)}
              loading={apply.isPending}
              disabled={preview.counts.new + preview.counts.changed + preview.counts.leaving === 0}
            >
              <Trans>Confirm and apply</Trans>
            </Button>
          )}
          <Button styles={WRAPPING} variant="default" onClick={reset}>
            {data.status === 'applied' ? (
              <Trans>Import another file</Trans>
            ) : (
              <Trans>Choose another file</Trans>
            )}
          </Button>
        </Group>
      )}
    </AdminPage>
  );
}
