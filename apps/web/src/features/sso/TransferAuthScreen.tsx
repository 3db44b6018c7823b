import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@mantine/hooks';
import { TRANSFER_STATE } from './sign-in';
import { SignInProgress } from './SignInProgress';
import { useSignInOnce, type SignInRead } from './use-sign-in-once';

/** The hand-off token from the intranet: ?token=… or #token=… (the fragment never reaches server logs). */
function tokenFromUrl(): SignInRead {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = hash.get('token') || new URLSearchParams(window.location.search).get('token') || '';
  // The token is single use; drop it from the address bar and history at once.
  window.history.replaceState(null, '', window.location.pathname);
  return token
    ? { code: token, state: TRANSFER_STATE }
    : { problem: i18n._(msg`The sign-in link has no token.`) };
}

/** /welcometrfauth: signs in a member the trusted intranet sends over, then goes Home (loaded on demand). */
export default function TransferAuthScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Welcome`);
  const error = useSignInOnce(tokenFromUrl);
  return <SignInProgress title={t`Signing you in`} error={error} />;
}
