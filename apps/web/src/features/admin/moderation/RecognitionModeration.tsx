import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { adminModeration } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { AdminFormCard } from '../AdminFormCard';
import { AdminList } from '../ui/AdminListPage';
import { AdminFields, FormErrorLine, useFormValues } from '../ui/fields';
import { WRAPPING } from '../ui/buttons';
import { moderationQueries, useRecognitionMessageMutation } from './api';

type Recognition = adminModeration.TAdminRecognition;
/** Hide (with a reason) or show again the message of the chosen recognition. */
function MessageEditor({ recognition, onDone }: { recognition: Recognition; onDone(): void }) {
  const { values, set } = useFormValues({ reason: '' });
  const { t } = useLingui();
  const change = useRecognitionMessageMutation(recognition, {
    success: ({ recognition: r }) => {
      const id = r.id;
      return r.hidden
        ? [t`The message of recognition ${id} is hidden.`, t`Message hidden`]
        : [t`The message of recognition ${id} is shown again.`, t`Message shown`];
    },
    onDone,
  });
  const hide = !recognition.hidden;
  const Icon = hide ? IconEyeOff : IconEye;
  const id = recognition.id;
  const from = recognition.from.name;
  const to = recognition.to.name;
  const hiddenAt = recognition.hiddenAt ? formatDateTime(recognition.hiddenAt) : '';
  const hiddenReason = recognition.hiddenReason;
  return (
    <AdminFormCard title={t`Recognition ${id}: ${from} to ${to}`}>
      <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {recognition.message || (
          <Text span c="dimmed">
            <Trans>(no message)</Trans>
          </Text>
        )}
      </Text>
      <Stack gap="sm">
        {hide ? (
          <AdminFields
            fields={[
              {
                kind: 'text',
                name: 'reason',
                label: t`Reason for hiding the message`,
                w: 420,
                required: true,
              },
            ]}
            values={values}
            set={set}
            errors={change.fieldErrors}
          />
        ) : (
          <Text size="sm">
            <Trans>
              Hidden {hiddenAt}: {hiddenReason}
            </Trans>
          </Text>
        )}
        <FormErrorLine error={change.error} fieldErrors={change.fieldErrors} />
        <Group gap="sm">
          <Button
            color={hide ? 'red' : undefined}
            styles={WRAPPING}
            leftSection={<Icon size={18} aria-hidden />}
            loading={change.isPending}
            disabled={hide && !values.reason.trim()}
            onClick={() => change.mutate(values.reason)}
          >
            {hide ? t`Hide message` : t`Show message`}
          </Button>
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </AdminFormCard>
  );
}

/**
 * Find a recognition (newest first, or by member number or recognition number) and hide its
 * message. Readers then see a neutral text; the points stay (reversing them is separate).
 */
export function RecognitionModeration() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(moderationQueries.recognitions(debounced));
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <Trans>Recognition messages</Trans>
      </Title>
      <AdminList
        label={t`Recent recognitions`}
        rows={query.data?.recognitions ?? []}
        rowId={(r) => r.id}
        minWidth={960}
        top={
          <TextInput
            label={t`Find a recognition`}
            description={t`A member number (sender or recipient) or a recognition number; empty lists the newest`}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            error={query.error ? formErrorText(query.error) : undefined}
            w={{ base: '100%', xs: 420 }}
          />
        }
        editor={(r, close) => <MessageEditor recognition={r} onDone={close} />}
        editorKey={(r) => `${r.id}-${r.hidden}`}
        columns={(select) => [
          { key: 'id', header: t`No.`, cell: (r) => r.id, nowrap: true },
          { key: 'date', header: t`When`, cell: (r) => formatDateTime(r.date), nowrap: true },
          {
            key: 'from',
            header: t`From`,
            cell: (r) => `${r.from.name} (${r.from.memberNumber})`,
            primary: true,
          },
          { key: 'to', header: t`To`, cell: (r) => `${r.to.name} (${r.to.memberNumber})` },
          { key: 'value', header: t`Value`, cell: (r) => r.value, nowrap: true },
          {
            key: 'points',
            header: t`Points`,
            cell: (r) => formatPoints(r.points),
            align: 'right',
            nowrap: true,
          },
          {
            key: 'message',
            header: t`Message`,
            cell: (r) => (
              <>
                {/* red.9 keeps the white text readable on the striped rows (axe contrast). */}
                {r.hidden && (
                  <Badge color="red.9" me="xs">
                    <Trans>Hidden</Trans>
                  </Badge>
                )}
                {r.message}
              </>
            ),
          },
          {
            key: 'action',
            header: t`Moderate`,
            nowrap: true,
            cell: (r) => (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => select(r)}
                aria-label={
                  r.hidden
                    ? t`Show the message of recognition ${r.id}`
                    : t`Hide the message of recognition ${r.id}`
                }
              >
                {r.hidden ? t`Show message` : t`Hide message`}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
