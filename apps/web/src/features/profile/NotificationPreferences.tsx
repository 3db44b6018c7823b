import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Table, Text, Title } from '@mantine/core';
import { NOTIFICATION_KIND_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { formErrorText } from '../../lib/api';
import { profileQueries, useSaveNotificationPreferenceMutation } from './api';

const CHANNELS = [
  ['inApp', msg`In the app`],
  ['email', msg`E-mail`],
  ['push', msg`Phone (push)`],
] as const;

/** Which notifications reach the member, per kind and channel; each tick saves at once. */
export function NotificationPreferences() {
  const { i18n, t } = useLingui();
  const query = useQuery(profileQueries.notificationPreferences());
  const save = useSaveNotificationPreferenceMutation();
  const checkboxLabel = (kind: string, channel: string) => t`${kind}: ${channel}`;
  return (
    <Card component="section" aria-labelledby="notification-prefs-title" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" id="notification-prefs-title" mb="xs">
        <Trans>Notifications</Trans>
      </Title>
      <Text c="dimmed" mb="md" size="sm">
        <Trans>
          Choose how you hear about recognition, reactions, comments and more. On an iPhone, phone
          notifications arrive only when the portal is added to the home screen.
        </Trans>
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
              <Table.Th>
                <Trans>What</Trans>
              </Table.Th>
              {CHANNELS.map(([channel, label]) => (
                <Table.Th key={channel} ta="center" fz="xs">
                  {i18n._(label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data?.preferences.map((p) => (
              <Table.Tr key={p.kind}>
                <Table.Td fz="sm">{sayText(NOTIFICATION_KIND_TEXTS[p.kind])}</Table.Td>
                {CHANNELS.map(([channel, label]) => (
                  <Table.Td key={channel} ta="center">
                    <Checkbox
                      aria-label={checkboxLabel(sayText(NOTIFICATION_KIND_TEXTS[p.kind]), i18n._(label))}
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
