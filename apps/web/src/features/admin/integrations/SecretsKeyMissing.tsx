import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { SECRETS_TEXTS } from '@portal/contract';
import { sayText } from '../../../lib/i18n/contract-texts';
import { DARK_TITLE } from '../../../components/alert-styles';

/** Said above a page that stores secrets when the server cannot (production without SECRETS_KEY). */
export function SecretsKeyMissing() {
  const { t } = useLingui();
  return (
    <Alert color="orange" title={t`Secrets cannot be stored`} styles={DARK_TITLE}>
      {sayText(SECRETS_TEXTS.keyMissing)}
    </Alert>
  );
}
