import { Button, Stack } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff, type Icon } from '@tabler/icons-react';
import { adminModeration } from '@portal/contract';
import { callApi } from '../../../lib/api';
import { AdminFormCard } from '../AdminFormCard';
import { AdminPage } from '../AdminPage';
import { AdminFields, FormErrorLine, useFormValues } from '../ui/fields';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { RecognitionModeration } from './RecognitionModeration';

/** An action on one numbered record that needs a reason for the audit log. */
interface ReasonAction {
  title: string;
  idLabel: string;
  /** The server's name of the id, for its error message. */
  idField: string;
  button: string;
  icon: Icon;
  act(id: number, reason: string): Promise<readonly [string, string]>;
}

const ACTIONS: readonly ReasonAction[] = [
  {
    title: 'Hide a Get Involved picture',
    idLabel: 'Picture number',
    idField: 'pictureId',
    button: 'Hide picture',
    icon: IconEyeOff,
    act: async (pictureId, reason) => {
      const r = await callApi(adminModeration.picturehide, { pictureId, hidden: true, reason });
      return [`Picture ${r.pictureId} is hidden.`, 'Picture hidden'];
    },
  },
  {
    title: 'Reverse a recognition’s points',
    idLabel: 'Recognition number',
    idField: 'recognitionId',
    button: 'Reverse points',
    icon: IconArrowBackUp,
    act: async (recognitionId, reason) => {
      const r = await callApi(adminModeration.recognitionreverse, { recognitionId, reason });
      return [
        `${r.pointsReversed} points returned from recognition ${r.recognitionId}.`,
        'Recognition reversed',
      ];
    },
  },
];

function ReasonForm({ action }: { action: ReasonAction }) {
  const { values, set, reset } = useFormValues({ id: '' as number | string, reason: '' });
  const run = useAdminMutation({
    mutationFn: () => action.act(Number(values.id), values.reason),
    success: (message) => message,
    onDone: () => reset({ id: '', reason: '' }),
  });
  const Icon = action.icon;
  return (
    <AdminFormCard title={action.title}>
      <Stack gap="sm">
        <AdminFields
          fields={[
            {
              kind: 'number',
              name: 'id',
              label: action.idLabel,
              min: 1,
              errorKey: action.idField,
              w: 200,
              required: true,
            },
            { kind: 'text', name: 'reason', label: 'Reason', w: 420, required: true },
          ]}
          values={values}
          set={set}
          errors={run.fieldErrors}
        />
        <FormErrorLine error={run.error} fieldErrors={run.fieldErrors} />
        <div>
          <Button
            color="red"
            leftSection={<Icon size={18} aria-hidden />}
            loading={run.isPending}
            disabled={!values.id || !values.reason.trim()}
            onClick={() => run.mutate()}
          >
            {action.button}
          </Button>
        </div>
      </Stack>
    </AdminFormCard>
  );
}

/** /admin/moderation: hide a recognition's message or a picture, reverse a recognition; all land in the audit log. */
export default function ModerationScreen() {
  return (
    <AdminPage
      title="Moderation"
      intro="Hide a recognition’s message or a Get Involved picture, or return a recognition’s points. Every action is recorded in the audit log with its reason."
    >
      <RecognitionModeration />
      {ACTIONS.map((a) => (
        <ReasonForm key={a.idField} action={a} />
      ))}
    </AdminPage>
  );
}
