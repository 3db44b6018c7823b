import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';

/**
 * A secret is typed once and never shown again: the field starts empty, says whether a value
 * is stored, and an empty field on save keeps the stored one.
 */
export function SecretField({
  label,
  isSet,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  isSet: boolean;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  description?: string;
}) {
  const { t } = useLingui();
  return (
    <PasswordInput
      label={label}
      description={[isSet ? t`Stored. Leave empty to keep it.` : t`Not set.`, description]
        .filter(Boolean)
        .join(' ')}
      placeholder={isSet ? '••••••••' : ''}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      autoComplete="off"
    />
  );
}

export interface SecretSpec<K extends string> {
  name: K;
  label: string;
  isSet: boolean;
  description?: string;
  /** The server's field name for errors, when it differs from `name`. */
  errorKey?: string;
}

/** Several secrets as a table: each typed once, none ever shown again. */
export function SecretFields<K extends string>({
  fields,
  values,
  onChange,
  errors,
}: {
  fields: readonly SecretSpec<K>[];
  values: Record<K, string>;
  onChange(name: K, value: string): void;
  errors: Readonly<Record<string, string>>;
}) {
  return fields.map((f) => (
    <SecretField
      key={f.name}
      label={f.label}
      isSet={f.isSet}
      value={values[f.name]}
      onChange={(v) => onChange(f.name, v)}
      error={errors[f.errorKey ?? f.name]}
      description={f.description}
    />
  ));
}
