import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES, member } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import type { AppModalProps } from '../../lib/modal-props';
import { callApi } from '../../lib/api';
import { fieldErrorsFrom, useForm } from '../../lib/use-form';
import { FormAlert } from '../../components/FormAlert';
import { LaterSteps } from './LaterSteps';
import { useOtpFlow } from './use-otp-flow';

/** Forgot password: mobile number and new password → SMS code → done (spec section 4). */
export default function ForgotPasswordModal({ opened, onClose }: AppModalProps) {
  const form = useForm({ cellNum: '', password: '', otp: '' });
  const flow = useOtpFlow(form.setErrors);
  const [pending, setPending] = useState(false);
  const { values } = form;
  const details = { cellNum: values.cellNum, password: values.password };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.state === 'view') {
      const errors = fieldErrorsFrom(member.passwordsendcell2factorsms.body, details);
      if (Object.keys(errors).length) return form.setErrors(errors);
      setPending(true);
      const res = await flow.run(() =>
        callApi(member.passwordsendcell2factorsms, { ...details, otp: '', auth: '' }),
      );
      setPending(false);
      if (res) {
        flow.setAuth(res.auth);
        form.setValue('otp', '');
        flow.setState('cellverify');
      }
    } else if (flow.state === 'cellverify') {
      const body = { ...details, otp: values.otp, auth: flow.auth };
      const errors = fieldErrorsFrom(member.passwordcell2factorverify.body, body);
      if (errors.otp) return form.setErrors({ otp: errors.otp });
      setPending(true);
      const res = await flow.run(() => callApi(member.passwordcell2factorverify, body));
      setPending(false);
      if (res) flow.setState('done');
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Forgot password"
      size="md"
    >
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <FormAlert message={flow.alert} />
          {flow.state === 'view' && (
            <>
              <Text size="sm" c="dimmed">
                Enter the mobile number on your profile and choose a new password. We will text you a code.
              </Text>
              <TextInput
                label="Mobile number"
                name="cellNum"
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.cellNum}
                required
                data-autofocus
                {...form.textProps('cellNum')}
              />
              <PasswordInput
                label="New password"
                name="password"
                autoComplete="new-password"
                description={MESSAGES.passwordHint}
                maxLength={LIMITS.password}
                required
                {...form.textProps('password')}
              />
              <Button type="submit" loading={pending} fullWidth>
                Send code
              </Button>
            </>
          )}
          <LaterSteps
            flow={flow}
            cellNum={values.cellNum}
            otp={form.textProps('otp')}
            pending={pending}
            doneMessage={MESSAGES.passwordUpdated}
            onClose={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
