import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2, IconX } from '@tabler/icons-react';
import { useBranding } from '../../lib/branding';
import { dismissInstall, installPrompt, type BeforeInstallPromptEvent } from './install-state';
import classes from './install.module.css';

/**
 * A small banner offering to install the portal: Chromium's own prompt behind an Install
 * button, or on an iPhone (which has no prompt) how to add it to the Home Screen.
 */
export default function InstallBanner({
  offer,
  prompt,
}: {
  offer: 'prompt' | 'ios';
  prompt: BeforeInstallPromptEvent | null;
}) {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // A prompt can be shown once; after a "no" the banner stays away like a dismissal.
    installPrompt.set(null);
    if (outcome === 'dismissed') dismissInstall();
  };
  return (
    <Paper
      component="section"
      aria-label={t`Install the app`}
      shadow="lg"
      withBorder
      className={classes.banner}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconDeviceMobileDown size={26} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>
            <Trans>Get {programmeName} on your phone</Trans>
          </Text>
          {offer === 'prompt' ? (
            <Text size="sm" c="dimmed">
              <Trans>
                Open it from your home screen like an app, and get a notification when someone recognises you.
              </Trans>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>
                Tap <IconShare2 size={16} aria-label={t`Share`} style={{ verticalAlign: 'text-bottom' }} />{' '}
                Share in Safari, then <b>Add to Home Screen</b>. Opened from there, it can also send you
                notifications.
              </Trans>
            </Text>
          )}
          {offer === 'prompt' && (
            <Button mt="sm" onClick={() => void install()}>
              <Trans>Install</Trans>
            </Button>
          )}
        </div>
        <ActionIcon variant="subtle" color="gray" size={44} onClick={dismissInstall} aria-label={t`Dismiss`}>
          <IconX size={20} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
