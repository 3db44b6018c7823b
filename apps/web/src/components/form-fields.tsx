import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import type { ChangeEvent } from 'react';

type FieldProps = {
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'data-autofocus'?: boolean;
};

/** A member's number, which is also the name they sign in with. */
export function MemberNumberField(props: FieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Member number`}
      name="memberNumber"
      autoComplete="username"
      maxLength={LIMITS.memberNumber}
      required
      {...props}
    />
  );
}

/** An e-mail address; `name` is the form field's name where a screen posts another one. */
export function EmailField({ name = 'email', ...props }: FieldProps & { name?: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`E-mail address`}
      name={name}
      type="email"
      autoComplete="email"
      maxLength={LIMITS.email}
      required
      {...props}
    />
  );
}
