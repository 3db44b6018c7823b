import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGE_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import type { ChangeEvent, ReactNode } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { LaterSteps } from './LaterSteps';
import type { OtpFlow } from './use-otp-flow';

type FieldProps = { value: string; error?: string; onChange(event: ChangeEvent<HTMLInputElement>): void };

/** The mobile number the code is texted to. */
export function MobileField(props: FieldProps & { 'data-autofocus'?: boolean }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Mobile number`}
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
      description={sayText(MESSAGE_TEXTS.passwordHint)}
      maxLength={LIMITS.password}
      required
      {...props}
    />
  );
}

/** What a one-time-code modal says: its title, the line above the details, and the message once done. */
export type OtpModalText = {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  doneMessage: MessageDescriptor;
};

/**
 * The frame both one-time-code modals share: the details (children) with Send code, then the
 * code, then done; one alert for the form's message.
 */
export function OtpModal({
  text: { title: titleMessage, intro, doneMessage },
  opened,
  onClose,
  closeOnEscape = true,
  flow,
  form,
  children,
}: {
  text: OtpModalText;
  opened: boolean;
  onClose(): void;
  closeOnEscape?: boolean;
  flow: OtpFlow;
  /** The form holding the mobile number the code goes to and the code typed back. */
  form: { values: { cellNum: string }; textProps(key: 'otp'): FieldProps };
  children: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const title = i18n._(titleMessage);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={title}
      size="md"
    >
      <form onSubmit={(e) => void flow.submit(e)} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert message={flow.alert} />
          {flow.state === 'view' && (
            <>
              <Text size="sm" c="dimmed">
                {i18n._(intro)}
              </Text>
              {children}
              <Button type="submit" loading={flow.pending} fullWidth>
                <Trans>Send code</Trans>
              </Button>
            </>
          )}
          <LaterSteps
            flow={flow}
            cellNum={form.values.cellNum}
            otp={form.textProps('otp')}
            doneMessage={i18n._(doneMessage)}
            onClose={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
