import { Trans } from '@lingui/react/macro';
import { Anchor, Checkbox } from '@mantine/core';
import { readableErrorStyles } from '../field-styles';

/** "I accept the Terms and Conditions", whose link opens the terms (the caller holds that modal). */
export function AcceptTermsCheckbox({
  name,
  checked,
  error,
  onChange,
  onOpenTerms,
}: {
  name: string;
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
  onOpenTerms(): void;
}) {
  return (
    <Checkbox
      styles={readableErrorStyles}
      name={name}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      label={
        <Trans>
          I accept the{' '}
          <Anchor component="button" type="button" size="sm" onClick={onOpenTerms}>
            Terms and Conditions
          </Anchor>
        </Trans>
      }
    />
  );
}
