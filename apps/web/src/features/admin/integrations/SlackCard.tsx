import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { adminChat } from '@portal/contract';
import { useState } from 'react';
import { callApi, formErrorsOf } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useDivisionOptions, useIntegrationsMutation } from './api';
import { ChatSettingsCard, usePostSwitches } from './ChatSettingsCard';
import { SecretField, SecretFields } from './SecretField';

type View = adminChat.TIntegrations['slack'];
type Body = Parameters<typeof callApi<typeof adminChat.slacksave>>[1];

/** The Slack set-up: the URLs to give Slack, secrets typed once, channels, options. */
export function SlackCard({ view }: { view: View }) {
  const divisions = useDivisionOptions();
  const [enabled, setEnabled] = useState(view.enabled);
  const [commandName, setCommandName] = useState(view.commandName);
  const [socketMode, setSocketMode] = useState(view.socketMode);
  const posts = usePostSwitches(view);
  const { showPoints, postCelebrations } = posts;
  const [companyChannel, setCompanyChannel] = useState(view.companyChannel);
  const [rows, setRows] = useState(view.divisionChannels);
  const [secrets, setSecrets] = useState({ signingSecret: '', botToken: '', appToken: '' });
  const save = useIntegrationsMutation((body: Body) => callApi(adminChat.slacksave, body));
  const errors = save.error ? formErrorsOf(save.error) : {};
  const submit = () =>
    save.mutate(
      {
        enabled,
        commandName,
        showPoints,
        socketMode,
        postCelebrations,
        companyChannel,
        divisionChannels: rows,
        signingSecret: secrets.signingSecret || undefined,
        botToken: secrets.botToken || undefined,
        appToken: secrets.appToken || undefined,
      },
      {
        onSuccess: () => {
          setSecrets({ signingSecret: '', botToken: '', appToken: '' });
          notifySuccess('Slack settings saved.', 'Slack');
        },
      },
    );
  const secret = (key: keyof typeof secrets) => (v: string) => setSecrets((s) => ({ ...s, [key]: v }));
  return (
    <ChatSettingsCard
      service="Slack"
      enabled={enabled}
      onEnabled={setEnabled}
      urls={[
        ['Request URL for the slash command', view.commandUrl],
        ['Interactivity request URL', view.interactivityUrl],
      ]}
      posts={posts}
      save={{ error: save.error, isPending: save.isPending, fieldErrors: errors }}
      onSubmit={submit}
      after={
        <>
          <Switch
            label="Socket Mode (Slack cannot reach this server)"
            checked={socketMode}
            onChange={(e) => setSocketMode(e.currentTarget.checked)}
            size="md"
          />
          {socketMode && (
            <SecretField
              label="App-level token (xapp-…)"
              isSet={view.appTokenSet}
              value={secrets.appToken}
              onChange={secret('appToken')}
              error={errors.appToken}
              description="Basic Information → App-Level Tokens, scope connections:write."
            />
          )}
        </>
      }
    >
      <TextInput
        label="Slash command"
        value={commandName}
        onChange={(e) => setCommandName(e.currentTarget.value)}
        error={errors.commandName}
      />
      <SecretFields
        fields={[
          {
            name: 'signingSecret',
            label: 'Signing secret',
            isSet: view.signingSecretSet,
            description: 'Basic Information → App Credentials.',
          },
          {
            name: 'botToken',
            label: 'Bot token (xoxb-…)',
            isSet: view.botTokenSet,
            description: 'OAuth & Permissions, after installing the app.',
          },
        ]}
        values={secrets}
        onChange={(k, v) => secret(k)(v)}
        errors={errors}
      />
      <TextInput
        label="Company channel id"
        description="Channel id (C…) for recognitions whose division has no channel of its own. Empty: no company posts."
        value={companyChannel}
        onChange={(e) => setCompanyChannel(e.currentTarget.value)}
        error={errors.companyChannel}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Division channels
        </Text>
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              aria-label="Division"
              data={divisions}
              value={row.divisionCode}
              onChange={(v) =>
                setRows((rs) => rs.map((r, j) => (j === i ? { ...r, divisionCode: v ?? '' } : r)))
              }
              searchable
              style={{ flex: 1, minWidth: 0 }}
              error={errors[`divisionChannels.${i}.divisionCode`]}
            />
            <TextInput
              aria-label="Channel id"
              placeholder="C0123ABCD"
              value={row.channel}
              onChange={(e) => {
                const channel = e.currentTarget.value;
                setRows((rs) => rs.map((r, j) => (j === i ? { ...r, channel } : r)));
              }}
              style={{ flex: 1, minWidth: 0 }}
              error={errors[`divisionChannels.${i}.channel`]}
            />
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Remove division channel"
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setRows((rs) => [...rs, { divisionCode: divisions[0]?.value ?? '', channel: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a division channel
        </Button>
      </Stack>
    </ChatSettingsCard>
  );
}
