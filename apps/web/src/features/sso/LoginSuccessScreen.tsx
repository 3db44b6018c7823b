import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signInError, signInWith } from './sign-in';
import { SignInProgress } from './SignInProgress';

/**
 * /loginsuccess: the identity provider sends the browser back here with ?code&state (or an
 * error); the server finishes the OpenID Connect flow.
 */
export function LoginSuccessScreen() {
  useDocumentTitle('Signing in');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // A code can be exchanged once; React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state) {
      const reason =
        query.get('error_description') || query.get('error') || 'The sign-in did not return a code.';
      setError(signInError(new Error(reason)));
      return;
    }
    signInWith(queryClient, { code, state })
      .then((landing) => navigate(landing, { replace: true }))
      .catch((err: unknown) => setError(signInError(err)));
  }, [navigate, queryClient]);

  return <SignInProgress title="Signing in with your company account" error={error} />;
}
