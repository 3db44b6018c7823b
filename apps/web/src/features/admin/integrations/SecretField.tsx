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
  return (
    <PasswordInput
      label={label}
      description={[isSet ? 'Stored. Leave empty to keep it.' : 'Not set.', description]
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
