import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { acceptCookiePolicy } from '@portal/contract';
import type { AppModalProps } from '../../lib/modal-props';
import { resetCookiePolicy, saveCookiePolicy, useCookiePolicy } from './cookie-policy-store';

/** Cookie Preferences: the three flags of cPol; each change is saved at once. */
export default function CookiePreferencesModal({ opened, onClose }: AppModalProps) {
  const policy = useCookiePolicy();
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={t`Cookie Preferences`}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Choose which cookies the portal may use. Your choice lasts until you close your browser.
          </Trans>
        </Text>
        <Switch
          label={t`Strictly necessary cookies`}
          description={t`Needed for sign-in and security. Accept them to use the portal.`}
          checked={policy.mandatory}
          onChange={(e) => saveCookiePolicy({ ...policy, mandatory: e.currentTarget.checked })}
        />
        <Switch
          label={t`Functional cookies`}
          description={t`Remember your choices, such as the last shop category you visited.`}
          checked={policy.functional}
          onChange={(e) => saveCookiePolicy({ ...policy, functional: e.currentTarget.checked })}
        />
        <Switch
          label={t`Third-party cookies`}
          description={t`Set by our rewards partners when you follow their links.`}
          checked={policy.third}
          onChange={(e) => saveCookiePolicy({ ...policy, third: e.currentTarget.checked })}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={resetCookiePolicy}>
            <Trans>Reset</Trans>
          </Button>
          <Button
            onClick={() => {
              saveCookiePolicy(acceptCookiePolicy(policy));
              onClose();
            }}
          >
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
