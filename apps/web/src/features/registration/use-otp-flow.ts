import type { CallDef, CallInput } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, callApi, formErrorText } from '../../lib/api';
import { fieldErrorsFrom, type FieldErrors, type Validator } from '../../lib/use-form';

/** The one-time-code states: view (details) → cellverify (code sent) → done. */
export type OtpState = 'view' | 'cellverify' | 'done';

/** The calls of one flow: the first sends the code and answers a handle, the second verifies. */
export interface OtpCalls {
  send: CallDef;
  verify: CallDef;
  /** What the form's values must satisfy before the code is sent. */
  detailsSchema: Validator;
  /** What follows the verify call's answer, instead of the done state (registration signs in). */
  verified?: (answer: unknown) => Promise<void> | void;
}

/** The part of useForm the flow uses; the form has an `otp` field beside the details. */
interface OtpForm {
  values: { otp: string };
  setErrors(errors: FieldErrors): void;
  setValue(key: 'otp', value: string): void;
}

/**
 * Register and Forgot password are the same flow over different calls: check the details, send
 * the code (keeping the server's handle), check and verify the code, done. Errors from the
 * server go under their fields and into the form's alert; other HTTP errors are shown globally.
 */
export function useOtpFlow(form: OtpForm, calls: OtpCalls, details: object) {
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
      form.setErrors(err instanceof ApiError ? err.formErrors : {});
      setAlert(formErrorText(err));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'view') {
      const errors = fieldErrorsFrom(calls.detailsSchema, form.values);
      if (Object.keys(errors).length) return form.setErrors(errors);
      const body = { ...details, otp: '', auth: '' } as CallInput<typeof calls.send>;
      const res = (await run(() => callApi(calls.send, body))) as { auth: string } | undefined;
      if (res) {
        setAuth(res.auth);
        form.setValue('otp', '');
        setState('cellverify');
      }
    } else if (state === 'cellverify') {
      const body = { ...details, otp: form.values.otp, auth } as CallInput<typeof calls.verify>;
      const errors = fieldErrorsFrom(calls.verify.body, body);
      if (errors.otp) return form.setErrors({ otp: errors.otp });
      const answer = await run(() => callApi(calls.verify, body));
      if (!answer) return;
      if (calls.verified) await calls.verified(answer);
      else setState('done');
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
