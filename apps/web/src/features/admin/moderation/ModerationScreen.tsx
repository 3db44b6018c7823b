import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff, type Icon } from '@tabler/icons-react';
import { AdminFormCard } from '../AdminFormCard';
import { AdminPage } from '../AdminPage';
import { AdminFields, FormErrorLine, useFormValues } from '../ui/fields';
import { WRAPPING } from '../ui/buttons';
import { useHidePictureMutation, useReverseRecognitionMutation, type ReasonedAction } from './api';
import { RecognitionModeration } from './RecognitionModeration';

/** What a reason form needs of its action's mutation. */
interface ReasonedChange {
  mutate(action: ReasonedAction): void;
  isPending: boolean;
  error: Error | null;
  fieldErrors: Readonly<Record<string, string>>;
}

/** An action on one numbered record that needs a reason for the audit log. */
interface ReasonAction {
  title: MessageDescriptor;
  idLabel: MessageDescriptor;
  /** The server's name of the id, for its error message. */
  idField: string;
  button: MessageDescriptor;
  icon: Icon;
  /** The action's mutation, with the toast its answer gives. */
  useChange(onDone: () => void): ReasonedChange;
}

const ACTIONS: readonly ReasonAction[] = [
  {
    title: msg`Hide a Get Involved picture`,
    idLabel: msg`Picture number`,
    idField: 'pictureId',
    button: msg`Hide picture`,
    icon: IconEyeOff,
    useChange: (onDone) =>
      useHidePictureMutation({
        success: (r) => {
          const id = r.pictureId;
          return [t`Picture ${id} is hidden.`, t`Picture hidden`];
        },
        onDone,
      }),
  },
  {
    title: msg`Reverse a recognition’s points`,
    idLabel: msg`Recognition number`,
    idField: 'recognitionId',
    button: msg`Reverse points`,
    icon: IconArrowBackUp,
    useChange: (onDone) =>
      useReverseRecognitionMutation({
        success: (r) => {
          const id = r.recognitionId;
          return [
            plural(r.pointsReversed, {
              one: `# point returned from recognition ${id}.`,
              other: `# points returned from recognition ${id}.`,
            }),
            t`Recognition reversed`,
          ];
        },
        onDone,
      }),
  },
];

function ReasonForm({ action }: { action: ReasonAction }) {
  const { values, set, reset } = useFormValues({ id: '' as number | string, reason: '' });
  // Each form keeps one action for its life, so the same hook runs on every render.
  const run = action.useChange(() => reset({ id: '', reason: '' }));
  const Icon = action.icon;
  const { i18n, t } = useLingui();
  return (
    <AdminFormCard title={i18n._(action.title)}>
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
            { kind: 'text', name: 'reason', label: t`Reason`, w: 420, required: true },
          ]}
          values={values}
          set={set}
          errors={run.fieldErrors}
        />
        <FormErrorLine error={run.error} fieldErrors={run.fieldErrors} />
        <div>
          <Button
            color="red"
            styles={WRAPPING}
            leftSection={<Icon size={18} aria-hidden />}
            loading={run.isPending}
            disabled={!values.id || !values.reason.trim()}
            onClick={() => run.mutate({ id: Number(values.id), reason: values.reason })}
          >
            {i18n._(action.button)}
          </Button>
        </div>
      </Stack>
    </AdminFormCard>
  );
}

/** /admin/moderation: hide a recognition's message or a picture, reverse a recognition; all land in the audit log. */
export default function ModerationScreen() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Moderation`}
      intro={t`Hide a recognition’s message or a Get Involved picture, or return a recognition’s points. Every action is recorded in the audit log with its reason.`}
    >
      <RecognitionModeration />
      {ACTIONS.map((a) => (
        <ReasonForm key={a.idField} action={a} />
      ))}
    </AdminPage>
  );
}
