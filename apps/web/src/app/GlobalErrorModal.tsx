import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEverTrue } from '../lib/use-ever-true';
import { dismissErrorModal, useCurrentErrorModal } from '../lib/error-modals';

/**
 * The global error dialogs (a failed request, a refused role), one at a time. The dialog is
 * mounted from the first error on: closed, a Mantine modal still sets up its portal, scroll lock
 * and focus handling, which was part of every screen's first render.
 */
export function GlobalErrorModal() {
  const current = useCurrentErrorModal();
  const { t } = useLingui();
  if (!useEverTrue(current !== undefined)) return null;
  return (
    <Modal
      opened={current !== undefined}
      onClose={dismissErrorModal}
      title={current?.title}
      centered
      zIndex={1100}
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xs">
        {current?.lines.map((line, index) => (
          <Text key={index} fw={index === 0 ? 600 : 400} c={index === 0 ? undefined : 'dimmed'} size="sm">
            {line}
          </Text>
        ))}
        <Group justify="flex-end" mt="md">
          <Button onClick={dismissErrorModal} data-autofocus>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
