import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { SECRETS_MESSAGES } from '@portal/contract';
import { DARK_TITLE } from '../../../components/alert-styles';

/** Said above a page that stores secrets when the server cannot (production without SECRETS_KEY). */
export function SecretsKeyMissing() {
  const { t } = useLingui();
  return (
    <Alert color="orange" title={t`Secrets cannot be stored`} styles={DARK_TITLE}>
      {SECRETS_MESSAGES.keyMissing}
    </Alert>
  );
}
