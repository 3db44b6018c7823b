import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES } from '@portal/contract';
import type { ChangeEvent, ReactNode } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { LaterSteps } from './LaterSteps';
import type { OtpFlow } from './use-otp-flow';

type FieldProps = { value: string; error?: string; onChange(event: ChangeEvent<HTMLInputElement>): void };

/** The mobile number the code is texted to. */
export function MobileField(props: FieldProps & { 'data-autofocus'?: boolean }) {
  return (
    <TextInput
      label="Mobile number"
      name="cellNum"
      type="tel"
      autoComplete="tel"
      maxLength={LIMITS.cellNum}
      required
      {...props}
    />
  );
}

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField({ label, ...props }: FieldProps & { label: string }) {
  return (
    <PasswordInput
      label={label}
      name="password"
      autoComplete="new-password"
      description={MESSAGES.passwordHint}
      maxLength={LIMITS.password}
      required
      {...props}
    />
  );
}

/**
 * The frame both one-time-code modals share: the details (children) with Send code, then the
 * code, then done; one alert for the form's message.
 */
export function OtpModal({
  title,
  intro,
  opened,
  onClose,
  closeOnEscape = true,
  flow,
  cellNum,
  otp,
  doneMessage,
  children,
}: {
  title: string;
  intro: string;
  opened: boolean;
  onClose(): void;
  closeOnEscape?: boolean;
  flow: OtpFlow;
  cellNum: string;
  otp: FieldProps;
  doneMessage: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size="md"
    >
      <form onSubmit={(e) => void flow.submit(e)} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert message={flow.alert} />
          {flow.state === 'view' && (
            <>
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
              {children}
              <Button type="submit" loading={flow.pending} fullWidth>
                Send code
              </Button>
            </>
          )}
          <LaterSteps flow={flow} cellNum={cellNum} otp={otp} doneMessage={doneMessage} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
