import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { adminModeration } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';

type Recognition = adminModeration.TAdminRecognition;
const RECOGNITIONS_KEY = ['admin', 'recognitionsearch'];

/** Hide (with a reason) or show again the message of the chosen recognition. */
function MessageEditor({ recognition, onDone }: { recognition: Recognition; onDone(): void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () =>
      callApi(adminModeration.recognitionhide, {
        recognitionId: recognition.id,
        hidden: !recognition.hidden,
        reason,
      }),
    onSuccess: (r) => {
      notifySuccess(
        `The message of recognition ${r.recognition.id} is ${r.recognition.hidden ? 'hidden' : 'shown again'}.`,
        r.recognition.hidden ? 'Message hidden' : 'Message shown',
      );
      void client.invalidateQueries({ queryKey: RECOGNITIONS_KEY });
      onDone();
    },
  });
  const errors = change.error ? formErrorsOf(change.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Recognition {recognition.id}: {recognition.from.name} to {recognition.to.name}
      </Title>
      <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {recognition.message || (
          <Text span c="dimmed">
            (no message)
          </Text>
        )}
      </Text>
      <Stack gap="sm">
        {recognition.hidden ? (
          <Text size="sm">
            Hidden {recognition.hiddenAt ? formatDateTime(recognition.hiddenAt) : ''}:{' '}
            {recognition.hiddenReason}
          </Text>
        ) : (
          <TextInput
            label="Reason for hiding the message"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            w={{ base: '100%', xs: 420 }}
            required
          />
        )}
        {change.error && !Object.keys(errors).length && (
          <Text c="red" size="sm">
            {formErrorText(change.error)}
          </Text>
        )}
        <Group gap="sm">
          {recognition.hidden ? (
            <Button
              leftSection={<IconEye size={18} aria-hidden />}
              loading={change.isPending}
              onClick={() => change.mutate()}
            >
              Show message
            </Button>
          ) : (
            <Button
              color="red"
              leftSection={<IconEyeOff size={18} aria-hidden />}
              loading={change.isPending}
              disabled={!reason.trim()}
              onClick={() => change.mutate()}
            >
              Hide message
            </Button>
          )}
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Find a recognition (newest first, or by member number or recognition number) and hide its
 * message. Readers then see a neutral text; the points stay (reversing them is separate).
 */
export function RecognitionModeration() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: [...RECOGNITIONS_KEY, debounced],
    queryFn: () => callApi(adminModeration.recognitionsearch, { search: debounced }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.recognitions ?? [];
  const current = rows.find((r) => r.id === selected);
  const columns: readonly Column<Recognition>[] = [
    { key: 'id', header: 'No.', cell: (r) => r.id, nowrap: true },
    { key: 'date', header: 'When', cell: (r) => formatDateTime(r.date), nowrap: true },
    { key: 'from', header: 'From', cell: (r) => `${r.from.name} (${r.from.memberNumber})` },
    { key: 'to', header: 'To', cell: (r) => `${r.to.name} (${r.to.memberNumber})` },
    { key: 'value', header: 'Value', cell: (r) => r.value, nowrap: true },
    { key: 'points', header: 'Points', cell: (r) => formatPoints(r.points), align: 'right', nowrap: true },
    {
      key: 'message',
      header: 'Message',
      cell: (r) => (
        <>
          {/* red.9 keeps the white text readable on the striped rows (axe contrast). */}
          {r.hidden && (
            <Badge color="red.9" mr="xs">
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
          onClick={() => setSelected(r.id)}
          aria-label={`${r.hidden ? 'Show' : 'Hide'} the message of recognition ${r.id}`}
        >
          {r.hidden ? 'Show message' : 'Hide message'}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Recognition messages
      </Title>
      <TextInput
        label="Find a recognition"
        description="A member number (sender or recipient) or a recognition number; empty lists the newest"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        error={query.error ? formErrorText(query.error) : undefined}
        w={{ base: '100%', xs: 420 }}
      />
      {current && (
        <MessageEditor
          key={`${current.id}-${current.hidden}`}
          recognition={current}
          onDone={() => setSelected(null)}
        />
      )}
      <ReportTable
        label="Recent recognitions"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        minWidth={960}
      />
    </Stack>
  );
}
