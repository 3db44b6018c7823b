import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Stack, Switch, Text } from '@mantine/core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { AdminFormCard } from '../AdminFormCard';
import { FormErrorLine } from '../ui/fields';
import { ChannelPostSwitches } from './ChannelPostSwitches';
import { WRAPPING } from '../ui/buttons';

/**
 * The frame both chat set-ups share: on/off, the addresses to give the chat service, the
 * service's own fields, what gets posted, then the server's message and the save button.
 */
export function ChatSettingsCard({
  service,
  enabled,
  onEnabled,
  urls,
  posts,
  save,
  onSubmit,
  children,
  after,
}: {
  service: string;
  enabled: boolean;
  onEnabled(on: boolean): void;
  urls: readonly (readonly [string, string])[];
  posts: ComponentProps<typeof ChannelPostSwitches>;
  save: { error: unknown; isPending: boolean; fieldErrors: Readonly<Record<string, string>> };
  onSubmit(): void;
  children: ReactNode;
  /** Fields that follow the post options. */
  after?: ReactNode;
}) {
  const short = service.replace(/^Microsoft /, '');
  const { t } = useLingui();
  return (
    <AdminFormCard title={service} onSubmit={onSubmit}>
      <Stack gap="sm">
        <Switch
          label={t`${short} is on`}
          checked={enabled}
          onChange={(e) => onEnabled(e.currentTarget.checked)}
          size="md"
        />
        {urls.map(([label, url]) => (
          <Text key={label} size="sm">
            <Trans>
              {label}: <Code style={{ wordBreak: 'break-all' }}>{url}</Code>
            </Trans>
          </Text>
        ))}
        {children}
        <ChannelPostSwitches {...posts} />
        {after}
        <FormErrorLine error={save.error} fieldErrors={save.fieldErrors} />
        <Button
          styles={WRAPPING}
          type="submit"
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
          size="md"
        >
          <Trans>Save {short} settings</Trans>
        </Button>
      </Stack>
    </AdminFormCard>
  );
}

/** The post options' state, starting from what is stored. */
export function usePostSwitches(view: { showPoints: boolean; postCelebrations: boolean }) {
  const [showPoints, onShowPoints] = useState(view.showPoints);
  const [postCelebrations, onPostCelebrations] = useState(view.postCelebrations);
  return { showPoints, onShowPoints, postCelebrations, onPostCelebrations };
}
