import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import type { ChangeEvent } from 'react';

interface Props {
  cellNum: string;
  value: string;
  error?: string;
  pending: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBack(): void;
}

/** The cellverify state of both modals: the code from the SMS, with Back to the details. */
export function OtpStep({ cellNum, value, error, pending, onChange, onBack }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          We have sent a 6-digit code by SMS to{' '}
          <strong>
            <bdi>{cellNum}</bdi>
          </strong>
          . It expires in 10 minutes.
        </Trans>
      </Text>
      <TextInput
        label={t`Verification code`}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otp}
        required
        data-autofocus
        value={value}
        onChange={onChange}
        error={error}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={pending}>
          <Trans>Verify</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
