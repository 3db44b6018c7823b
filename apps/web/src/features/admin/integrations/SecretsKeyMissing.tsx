import { Alert } from '@mantine/core';
import { SECRETS_MESSAGES } from '@portal/contract';

/** Said above a page that stores secrets when the server cannot (production without SECRETS_KEY). */
export function SecretsKeyMissing() {
  return (
    <Alert color="orange" title="Secrets cannot be stored">
      {SECRETS_MESSAGES.keyMissing}
    </Alert>
  );
}
