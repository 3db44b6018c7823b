import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TRANSFER_STATE, signInError, signInWith } from './sign-in';
import { SignInProgress } from './SignInProgress';

/** The hand-off token from the intranet: ?token=… or #token=… (the fragment never reaches server logs). */
function tokenFromUrl(): string {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return hash.get('token') || new URLSearchParams(window.location.search).get('token') || '';
}

/** /welcometrfauth: signs in a member the trusted intranet sends over, then goes Home (loaded on demand). */
export default function TransferAuthScreen() {
  useDocumentTitle('Welcome');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromUrl();
    // The token is single use; drop it from the address bar and history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setError(signInError(new Error('The sign-in link has no token.')));
      return;
    }
    signInWith(queryClient, { code: token, state: TRANSFER_STATE })
      .then((landing) => navigate(landing, { replace: true }))
      .catch((err: unknown) => setError(signInError(err)));
  }, [navigate, queryClient]);

  return <SignInProgress title="Signing you in" error={error} />;
}
