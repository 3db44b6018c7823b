import { DARK_TITLE } from '../../../components/alert-styles';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { adminPeople } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenNotice } from '../../../components/ScreenNotice';
import { downloadText } from '../../../components/csv';
import { callApi, callApiMultipart, formErrorText } from '../../../lib/api';
import { AdminPage } from '../AdminPage';
import { peopleKeys } from './api';
import { ImportPreview } from './ImportPreview';
import { isRunning, useImportJob } from './use-import-job';

const TEMPLATE =
  'member_number,first_name,surname,email,mobile,division,cluster,manager_number,hire_date,birth_day,birth_month,status,job_title,language\n';

function JobProgress({ phase, done, total }: { phase: string; done: number; total: number }) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{phase}…</Text>
        <Text size="sm" c="dimmed">
          {total > 0 ? `${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}` : ''}
        </Text>
      </Group>
      <Progress value={total > 0 ? pct : 100} animated={total === 0} size="lg" aria-label={phase} />
    </Paper>
  );
}

/**
 * /admin/people/import: upload the HR file; the server checks every row and shows what would
 * change; nothing is written until Confirm, which applies the whole file in one transaction.
 */
export default function PeopleImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.append('file', f, f.name);
      return callApiMultipart(adminPeople.peopleimportstart, form);
    },
    onSuccess: (j) => {
      client.setQueryData(peopleKeys.importJob(j.jobId), j);
      setJobId(j.jobId);
    },
  });
  const apply = useMutation({
    mutationFn: (id: string) => callApi(adminPeople.peopleimportapply, { jobId: id }),
    onSuccess: (j) => client.setQueryData(peopleKeys.importJob(j.jobId), j),
  });
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
      title="Import people"
      intro="Upload the HR file. Every row is checked and you see who is new, who changed and who is leaving before anything changes."
      actions={
        <Button variant="default" onClick={() => downloadText(TEMPLATE, 'hr-template.csv')}>
          Download template
        </Button>
      }
    >
      {!jobId && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <FileInput
              label="HR file (CSV)"
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
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={!file}
                loading={start.isPending}
                onClick={() => file && start.mutate(file)}
              >
                Check file
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {data && isRunning(data.status) && (
        <JobProgress phase={data.phase} done={data.done} total={data.total} />
      )}
      {data?.status === 'failed' && (
        <ScreenNotice color="red" title="The import failed">
          {data.error}
        </ScreenNotice>
      )}
      {data?.status === 'applied' && preview && (
        <Alert
          styles={DARK_TITLE}
          color="green"
          icon={<IconCircleCheck size={18} />}
          title="Import applied"
          role="status"
        >
          {data.fileName}: {preview.counts.new} new, {preview.counts.changed} changed,{' '}
          {preview.counts.leaving} leaving.
        </Alert>
      )}
      {preview && data && (data.status === 'previewed' || data.status === 'applied') && (
        <>
          {data.status === 'previewed' && (
            <Alert
              styles={DARK_TITLE}
              color={preview.counts.errors ? 'red' : 'blue'}
              title={preview.counts.errors ? 'The file has errors' : 'Nothing has changed yet'}
              role="status"
            >
              {preview.counts.errors
                ? `${preview.counts.errors} problem(s) in ${data.fileName}. Fix the rows listed under Errors and upload the file again; nothing will be applied.`
                : `Check the changes below, then confirm to apply ${data.fileName} in one go.`}
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
              color="green"
              onClick={() => apply.mutate(data.jobId)}
              loading={apply.isPending}
              disabled={preview.counts.new + preview.counts.changed + preview.counts.leaving === 0}
            >
              Confirm and apply
            </Button>
          )}
          <Button variant="default" onClick={reset}>
            {data.status === 'applied' ? 'Import another file' : 'Choose another file'}
          </Button>
        </Group>
      )}
    </AdminPage>
  );
}
