import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnTo } from '../../lib/return-to';
import { signInError, signInWith } from './sign-in';

export type SignInRead = { code: string; state: string } | { problem: string };

/**
 * Signs in with what `read` finds in the address, then goes to the member's landing page (or the
 * link they opened while signed out); answers
 * the problem to show, if any. A code can be exchanged once, so React's development double
 * effect must not send it twice.
 */
export function useSignInOnce(read: () => SignInRead): string {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const found = read();
    if ('problem' in found) {
      setError(signInError(new Error(found.problem)));
      return;
    }
    signInWith(queryClient, found)
      // A link opened while signed out opens now, unless the profile must be completed first.
      .then((landing) => navigate(landing === '/' ? (takeReturnTo() ?? '/') : landing, { replace: true }))
      .catch((err: unknown) => setError(signInError(err)));
  }, [navigate, queryClient, read]);
  return error;
}
