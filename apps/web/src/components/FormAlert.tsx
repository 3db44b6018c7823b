import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** The server's message for a form, or a success message. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string;
  tone?: 'error' | 'warning' | 'success';
}) {
  const { t } = useLingui();
  if (!message) return null;
  const color = tone === 'success' ? 'green' : tone === 'warning' ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      variant="light"
      icon={tone === 'success' ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      title={tone === 'success' ? undefined : t`Please note:`}
      role={tone === 'success' ? 'status' : 'alert'}
    >
      {message}
    </Alert>
  );
}
