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
    problem: query.get('error_description') || query.get('error') || 'The sign-in did not return a code.',
  };
}

/**
 * /loginsuccess: the identity provider sends the browser back here with ?code&state (or an
 * error); the server finishes the OpenID Connect flow.
 */
export function LoginSuccessScreen() {
  useDocumentTitle('Signing in');
  const error = useSignInOnce(answerFromUrl);
  return <SignInProgress title="Signing in with your company account" error={error} />;
}
