import { Card, Checkbox, Table, Text, Title } from '@mantine/core';
import { NOTIFICATION_KIND_LABELS, notifications } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, formErrorText } from '../../lib/api';
import { profileKeys, profileQueries } from './api';

type Preference = notifications.TNotificationPreference;
const CHANNELS = [
  ['inApp', 'In the app'],
  ['email', 'E-mail'],
  ['push', 'Phone (push)'],
] as const;

/** Which notifications reach the member, per kind and channel; each tick saves at once. */
export function NotificationPreferences() {
  const client = useQueryClient();
  const query = useQuery(profileQueries.notificationPreferences());
  const save = useMutation({
    mutationFn: (p: Preference) =>
      callApi(notifications.preferencesave, { preferences: [p] }, { background: true }),
    onSuccess: (data) => client.setQueryData(profileKeys.notificationPreferences, data),
  });
  return (
    <Card component="section" aria-labelledby="notification-prefs-title" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" id="notification-prefs-title" mb="xs">
        Notifications
      </Title>
      <Text c="dimmed" mb="md" size="sm">
        Choose how you hear about recognition, reactions, comments and more. On an iPhone, phone notifications
        arrive only when the portal is added to the home screen.
      </Text>
      {save.error && (
        <Text c="red" size="sm" mb="xs">
          {formErrorText(save.error)}
        </Text>
      )}
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              {CHANNELS.map(([, label]) => (
                <Table.Th key={label} ta="center" fz="xs">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data?.preferences.map((p) => (
              <Table.Tr key={p.kind}>
                <Table.Td fz="sm">{NOTIFICATION_KIND_LABELS[p.kind]}</Table.Td>
                {CHANNELS.map(([channel, label]) => (
                  <Table.Td key={channel} ta="center">
                    <Checkbox
                      aria-label={`${NOTIFICATION_KIND_LABELS[p.kind]}: ${label}`}
                      checked={p[channel]}
                      onChange={(e) => save.mutate({ ...p, [channel]: e.currentTarget.checked })}
                      styles={{ body: { justifyContent: 'center' }, input: { cursor: 'pointer' } }}
                      size="md"
                      p={10}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
