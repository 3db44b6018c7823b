import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@mantine/hooks';
import { SignInProgress } from './SignInProgress';
import { useSignInOnce, type SignInRead } from './use-sign-in-once';

/** The identity provider's answer: ?code&state, or an error it describes. */
function answerFromUrl(): SignInRead {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  if (code && state) return { code, state };
  return {
    problem:
      query.get('error_description') || query.get('error') || i18n._(msg`The sign-in did not return a code.`),
  };
}

/**
 * /loginsuccess: the identity provider sends the browser back here with ?code&state (or an
 * error); the server finishes the OpenID Connect flow.
 */
export function LoginSuccessScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Signing in`);
  const error = useSignInOnce(answerFromUrl);
  return <SignInProgress title={t`Signing in with your company account`} error={error} />;
}
