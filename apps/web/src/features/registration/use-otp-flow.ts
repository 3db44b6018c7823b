import { useState } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import type { FieldErrors } from '../../lib/use-form';

/** The states of spec section 4: view (details) → cellverify (code sent) → done. */
export type OtpState = 'view' | 'cellverify' | 'done';

/**
 * Shared by Register and Forgot password: keeps the state, the server's auth handle and the
 * form-level message; runs a call and spreads its errors onto the fields.
 */
export function useOtpFlow(setErrors: (errors: FieldErrors) => void) {
  const [state, setState] = useState<OtpState>('view');
  const [auth, setAuth] = useState('');
  const [alert, setAlert] = useState('');

  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setAlert('');
    try {
      return await call();
    } catch (err) {
      // 401 and other HTTP errors are handled globally (spec section 8).
      if (err instanceof ApiError && err.kind !== 'invalid') return undefined;
      setErrors(err instanceof ApiError ? err.formErrors : {});
      setAlert(formErrorText(err));
      return undefined;
    }
  }

  return { state, setState, auth, setAuth, alert, setAlert, run };
}
