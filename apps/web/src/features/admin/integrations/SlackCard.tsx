import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { adminChat } from '@portal/contract';
import { useState } from 'react';
import { formErrorsOf } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useDivisionOptions, useSaveSlackMutation } from './api';
import { ChatSettingsCard, usePostSwitches } from './ChatSettingsCard';
import { SecretField, SecretFields } from './SecretField';
import { WRAPPING } from '../ui/buttons';

type View = adminChat.TIntegrations['slack'];

/** The Slack set-up: the URLs to give Slack, secrets typed once, channels, options. */
export function SlackCard({ view }: { view: View }) {
  const divisions = useDivisionOptions();
  const { t } = useLingui();
  const [enabled, setEnabled] = useState(view.enabled);
  const [commandName, setCommandName] = useState(view.commandName);
  const [socketMode, setSocketMode] = useState(view.socketMode);
  const posts = usePostSwitches(view);
  const { showPoints, postCelebrations } = posts;
  const [companyChannel, setCompanyChannel] = useState(view.companyChannel);
  const [rows, setRows] = useState(view.divisionChannels);
  const [secrets, setSecrets] = useState({ signingSecret: '', botToken: '', appToken: '' });
  const save = useSaveSlackMutation();
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
          notifySuccess(t`Slack settings saved.`, 'Slack');
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
        [t`Request URL for the slash command`, view.commandUrl],
        [t`Interactivity request URL`, view.interactivityUrl],
      ]}
      posts={posts}
      save={{ error: save.error, isPending: save.isPending, fieldErrors: errors }}
      onSubmit={submit}
      after={
        <>
          <Switch
            label={t`Socket Mode (Slack cannot reach this server)`}
            checked={socketMode}
            onChange={(e) => setSocketMode(e.currentTarget.checked)}
            size="md"
          />
          {socketMode && (
            <SecretField
              label={t`App-level token (xapp-…)`}
              isSet={view.appTokenSet}
              value={secrets.appToken}
              onChange={secret('appToken')}
              error={errors.appToken}
              description={t`Basic Information → App-Level Tokens, scope connections:write.`}
            />
          )}
        </>
      }
    >
      <TextInput
        label={t`Slash command`}
        value={commandName}
        onChange={(e) => setCommandName(e.currentTarget.value)}
        error={errors.commandName}
      />
      <SecretFields
        fields={[
          {
            name: 'signingSecret',
            label: t`Signing secret`,
            isSet: view.signingSecretSet,
            description: t`Basic Information → App Credentials.`,
          },
          {
            name: 'botToken',
            label: t`Bot token (xoxb-…)`,
            isSet: view.botTokenSet,
            description: t`OAuth & Permissions, after installing the app.`,
          },
        ]}
        values={secrets}
        onChange={(k, v) => secret(k)(v)}
        errors={errors}
      />
      <TextInput
        label={t`Company channel id`}
        description={t`Channel id (C…) for recognitions whose division has no channel of its own. Empty: no company posts.`}
        value={companyChannel}
        onChange={(e) => setCompanyChannel(e.currentTarget.value)}
        error={errors.companyChannel}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          <Trans>Division channels</Trans>
        </Text>
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              aria-label={t`Division`}
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
              aria-label={t`Channel id`}
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
              aria-label={t`Remove division channel`}
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          styles={WRAPPING}
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setRows((rs) => [...rs, { divisionCode: divisions[0]?.value ?? '', channel: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a division channel</Trans>
        </Button>
      </Stack>
    </ChatSettingsCard>
  );
}
