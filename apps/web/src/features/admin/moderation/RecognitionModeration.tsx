import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { adminModeration } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { AdminFormCard } from '../AdminFormCard';
import { AdminList } from '../ui/AdminListPage';
import { AdminFields, FormErrorLine, useFormValues } from '../ui/fields';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { moderationKeys, moderationQueries } from './api';

type Recognition = adminModeration.TAdminRecognition;
/** Hide (with a reason) or show again the message of the chosen recognition. */
function MessageEditor({ recognition, onDone }: { recognition: Recognition; onDone(): void }) {
  const { values, set } = useFormValues({ reason: '' });
  const change = useAdminMutation({
    mutationFn: () =>
      callApi(adminModeration.recognitionhide, {
        recognitionId: recognition.id,
        hidden: !recognition.hidden,
        reason: values.reason,
      }),
    invalidate: [moderationKeys.recognitions],
    success: ({ recognition: r }) => [
      `The message of recognition ${r.id} is ${r.hidden ? 'hidden' : 'shown again'}.`,
      r.hidden ? 'Message hidden' : 'Message shown',
    ],
    onDone,
  });
  const hide = !recognition.hidden;
  const Icon = hide ? IconEyeOff : IconEye;
  return (
    <AdminFormCard
      title={`Recognition ${recognition.id}: ${recognition.from.name} to ${recognition.to.name}`}
    >
      <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {recognition.message || (
          <Text span c="dimmed">
            (no message)
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
                label: 'Reason for hiding the message',
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
            Hidden {recognition.hiddenAt ? formatDateTime(recognition.hiddenAt) : ''}:{' '}
            {recognition.hiddenReason}
          </Text>
        )}
        <FormErrorLine error={change.error} fieldErrors={change.fieldErrors} />
        <Group gap="sm">
          <Button
            color={hide ? 'red' : undefined}
            leftSection={<Icon size={18} aria-hidden />}
            loading={change.isPending}
            disabled={hide && !values.reason.trim()}
            onClick={() => change.mutate()}
          >
            {hide ? 'Hide message' : 'Show message'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
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
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Recognition messages
      </Title>
      <AdminList
        label="Recent recognitions"
        rows={query.data?.recognitions ?? []}
        rowId={(r) => r.id}
        minWidth={960}
        top={
          <TextInput
            label="Find a recognition"
            description="A member number (sender or recipient) or a recognition number; empty lists the newest"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            error={query.error ? formErrorText(query.error) : undefined}
            w={{ base: '100%', xs: 420 }}
          />
        }
        editor={(r, close) => <MessageEditor recognition={r} onDone={close} />}
        editorKey={(r) => `${r.id}-${r.hidden}`}
        columns={(select) => [
          { key: 'id', header: 'No.', cell: (r) => r.id, nowrap: true },
          { key: 'date', header: 'When', cell: (r) => formatDateTime(r.date), nowrap: true },
          {
            key: 'from',
            header: 'From',
            cell: (r) => `${r.from.name} (${r.from.memberNumber})`,
            primary: true,
          },
          { key: 'to', header: 'To', cell: (r) => `${r.to.name} (${r.to.memberNumber})` },
          { key: 'value', header: 'Value', cell: (r) => r.value, nowrap: true },
          {
            key: 'points',
            header: 'Points',
            cell: (r) => formatPoints(r.points),
            align: 'right',
            nowrap: true,
          },
          {
            key: 'message',
            header: 'Message',
            cell: (r) => (
              <>
                {/* red.9 keeps the white text readable on the striped rows (axe contrast). */}
                {r.hidden && (
                  <Badge color="red.9" me="xs">
                    Hidden
                  </Badge>
                )}
                {r.message}
              </>
            ),
          },
          {
            key: 'action',
            header: 'Moderate',
            nowrap: true,
            cell: (r) => (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => select(r)}
                aria-label={`${r.hidden ? 'Show' : 'Hide'} the message of recognition ${r.id}`}
              >
                {r.hidden ? 'Show message' : 'Hide message'}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
