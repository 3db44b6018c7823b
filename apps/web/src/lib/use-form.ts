import { friendlyText } from '@portal/contract';
import { useCallback, useState, type ChangeEvent } from 'react';
import { sayEnglish, sayText } from './i18n/contract-texts';

export type FieldErrors = Partial<Record<string, string>>;

/** The part of a zod schema the forms use; the contract's schemas fit it. */
export interface Validator {
  safeParse(
    value: unknown,
    params?: { error?: (issue: Parameters<typeof friendlyText>[0]) => string },
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * First message per top-level field of a failed validation, in the language shown: zod's own
 * refusals by their descriptors, a schema's own (en-GB) wording through the contract's catalogue.
 */
export function fieldErrorsFrom(schema: Validator, values: unknown): FieldErrors {
  const result = schema.safeParse(values, { error: (issue) => sayText(friendlyText(issue)) });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = sayEnglish(issue.message);
  }
  return errors;
}

/** Small form state: values, per-field errors that clear as the field changes. */
export function useForm<T extends Record<string, unknown>>(initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback(<K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const textProps = <K extends keyof T & string>(key: K) => ({
    value: String(values[key] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(key, event.currentTarget.value as T[K]),
    error: errors[key],
  });

  return { values, setValues, setValue, errors, setErrors, textProps };
}
