import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { adminChat } from '@portal/contract';
import { useState } from 'react';
import { formErrorsOf } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useDivisionOptions, useSaveTeamsMutation } from './api';
import { ChatSettingsCard, usePostSwitches } from './ChatSettingsCard';
import { SecretField, SecretFields } from './SecretField';
import { WRAPPING } from '../ui/buttons';

/** A product's name, the same in every language. */
const TEAMS = 'Microsoft Teams';

type View = adminChat.TIntegrations['teams'];

/** The Teams set-up: the outgoing webhook's token and callback URL, channel webhooks, options. */
export function TeamsCard({ view }: { view: View }) {
  const divisions = useDivisionOptions();
  const { t } = useLingui();
  const label = (code: string) => divisions.find((d) => d.value === code)?.label ?? code;
  const [enabled, setEnabled] = useState(view.enabled);
  const posts = usePostSwitches(view);
  const { showPoints, postCelebrations } = posts;
  const [secrets, setSecrets] = useState({ securityToken: '', companyWebhookUrl: '' });
  const { securityToken: token, companyWebhookUrl: company } = secrets;
  const [newDivision, setNewDivision] = useState<string | null>(null);
  const [newUrl, setNewUrl] = useState('');
  const save = useSaveTeamsMutation();
  const errors = save.error ? formErrorsOf(save.error) : {};
  const done = () => {
    setSecrets({ securityToken: '', companyWebhookUrl: '' });
    setNewDivision(null);
    setNewUrl('');
    notifySuccess(t`Teams settings saved.`, TEAMS);
  };
  const keep = view.divisionWebhooks.map((divisionCode) => ({ divisionCode }));
  const submit = () =>
    save.mutate(
      {
        enabled,
        showPoints,
        postCelebrations,
        securityToken: token || undefined,
        companyWebhookUrl: company || undefined,
        divisionWebhooks:
          newDivision && newUrl ? [...keep, { divisionCode: newDivision, url: newUrl }] : undefined,
      },
      { onSuccess: done },
    );
  const remove = (code: string) =>
    save.mutate(
      { enabled, showPoints, divisionWebhooks: keep.filter((d) => d.divisionCode !== code) },
      { onSuccess: done },
    );
  return (
    <ChatSettingsCard
      service={TEAMS}
      enabled={enabled}
      onEnabled={setEnabled}
      urls={[[t`Callback URL for the outgoing webhook`, view.callbackUrl]]}
      posts={posts}
      save={{ error: save.error, isPending: save.isPending, fieldErrors: errors }}
      onSubmit={submit}
    >
      <SecretFields
        fields={[
          {
            name: 'securityToken',
            label: t`Outgoing webhook security token`,
            isSet: view.securityTokenSet,
            description: t`Shown by Teams once, when the outgoing webhook is created.`,
          },
          {
            name: 'companyWebhookUrl',
            label: t`Company channel webhook URL`,
            isSet: view.companyWebhookSet,
            description: t`An incoming webhook or Workflows URL; posts of divisions without their own go here.`,
          },
        ]}
        values={secrets}
        onChange={(k, v) => setSecrets((s) => ({ ...s, [k]: v }))}
        errors={errors}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          <Trans>Division channel webhooks</Trans>
        </Text>
        {view.divisionWebhooks.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>None yet.</Trans>
          </Text>
        )}
        {view.divisionWebhooks.map((code) => {
          const division = label(code);
          return (
            <Group key={code} justify="space-between" wrap="nowrap">
              <Text size="sm">
                <Trans>{division}: stored</Trans>
              </Text>
              <Button
                styles={WRAPPING}
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => remove(code)}
                aria-label={t`Remove the webhook of ${division}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </Group>
          );
        })}
        <Select
          label={t`Add a division`}
          data={divisions}
          value={newDivision}
          onChange={setNewDivision}
          searchable
          clearable
        />
        {newDivision && (
          <SecretField
            label={t`Its channel webhook URL`}
            isSet={false}
            value={newUrl}
            onChange={setNewUrl}
            error={errors['divisionWebhooks.0.url']}
          />
        )}
      </Stack>
    </ChatSettingsCard>
  );
}
