import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { DARK_TITLE } from '../../../components/alert-styles';
import { WRAPPING } from '../ui/buttons';

/** A secret the server shows this once (an API token, a signing secret): copy it now or lose it. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={18} aria-hidden />}
      title={label}
      styles={DARK_TITLE}
      role="status"
    >
      <Text size="sm" mb="xs">
        <Trans>
          Copy it now and keep it somewhere safe: it is not shown again. Only a hash (or a sealed copy) is
          stored.
        </Trans>
      </Text>
      <Code block data-testid="secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {secret}
      </Code>
      <Group mt="sm" gap="sm">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              styles={WRAPPING}
              onClick={copy}
              mih={44}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button styles={WRAPPING} variant="default" mih={44} onClick={onDone}>
          <Trans>I have copied it</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
