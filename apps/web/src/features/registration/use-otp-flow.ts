import type { CallDef, CallInput } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, callApi, formErrorText } from '../../lib/api';
import { fieldErrorsFrom, type FieldErrors, type Validator } from '../../lib/use-form';

/** The one-time-code states: view (details) → cellverify (code sent) → done. */
export type OtpState = 'view' | 'cellverify' | 'done';

/** A call pair of the flow: the first sends the code and answers the handle, the second verifies. */
type SendCall = CallDef;

interface OtpFlowOptions<D extends object> {
  /** The typed details, sent with both calls. */
  details: D;
  /** What the details must satisfy before the code is sent (the web form's own schema). */
  detailsSchema: Validator;
  /** The form's values for that check (the details plus form-only fields such as terms). */
  formValues: unknown;
  otp: string;
  send: SendCall;
  verify: CallDef;
  setErrors(errors: FieldErrors): void;
  /** Clears the code field when a new code is sent. */
  clearOtp(): void;
}

/**
 * Register and Forgot password are the same flow over different calls: check the details, send
 * the code (keeping the server's handle), check and verify the code, done. Errors from the
 * server go under their fields and into the form's alert; other HTTP errors are shown globally.
 */
export function useOtpFlow<D extends object>(opts: OtpFlowOptions<D>) {
  const [state, setState] = useState<OtpState>('view');
  const [auth, setAuth] = useState('');
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState(false);

  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setAlert('');
    setPending(true);
    try {
      return await call();
    } catch (err) {
      if (err instanceof ApiError && err.kind !== 'invalid') return undefined;
      opts.setErrors(err instanceof ApiError ? err.formErrors : {});
      setAlert(formErrorText(err));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'view') {
      const errors = fieldErrorsFrom(opts.detailsSchema, opts.formValues);
      if (Object.keys(errors).length) return opts.setErrors(errors);
      const body = { ...opts.details, otp: '', auth: '' } as CallInput<typeof opts.send>;
      const res = (await run(() => callApi(opts.send, body))) as { auth: string } | undefined;
      if (res) {
        setAuth(res.auth);
        opts.clearOtp();
        setState('cellverify');
      }
    } else if (state === 'cellverify') {
      const body = { ...opts.details, otp: opts.otp, auth } as CallInput<typeof opts.verify>;
      const errors = fieldErrorsFrom(opts.verify.body, body);
      if (errors.otp) return opts.setErrors({ otp: errors.otp });
      if (await run(() => callApi(opts.verify, body))) setState('done');
    }
  }

  /** Back from the code to the details, with the old message gone. */
  function back() {
    setAlert('');
    setState('view');
  }

  return { state, alert, pending, submit, back };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;
