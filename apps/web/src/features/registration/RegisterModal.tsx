import { Anchor, Button, Checkbox, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES, member } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import type { AppModalProps } from '../../lib/modal-props';
import { callApi } from '../../lib/api';
import { fieldErrorsFrom, useForm } from '../../lib/use-form';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { ContentModal } from '../../components/content/ContentModal';
import { readableErrorStyles } from '../../components/field-styles';
import { FormAlert } from '../../components/FormAlert';
import { LaterSteps } from './LaterSteps';
import { useOtpFlow } from './use-otp-flow';

const initial = { memberNumber: '', email: '', cellNum: '', password: '', acceptTerms: false, otp: '' };

/** Register: details → SMS code → done (spec sections 4 and 5). */
export default function RegisterModal({ opened, onClose }: AppModalProps) {
  const form = useForm(initial);
  const flow = useOtpFlow(form.setErrors);
  const [termsOpen, setTermsOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const { values } = form;
  const details = {
    memberNumber: values.memberNumber,
    email: values.email,
    cellNum: values.cellNum,
    password: values.password,
    acceptTerms: values.acceptTerms,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.state === 'view') {
      const errors = fieldErrorsFrom(member.ZRegistrationForm, values);
      if (Object.keys(errors).length) return form.setErrors(errors);
      setPending(true);
      const res = await flow.run(() => callApi(member.sendcell2factorsms, { ...details, otp: '', auth: '' }));
      setPending(false);
      if (res) {
        flow.setAuth(res.auth);
        form.setValue('otp', '');
        flow.setState('cellverify');
      }
    } else if (flow.state === 'cellverify') {
      const body = { ...details, otp: values.otp, auth: flow.auth };
      const errors = fieldErrorsFrom(member.cell2factorverify.body, body);
      if (errors.otp) return form.setErrors({ otp: errors.otp });
      setPending(true);
      const res = await flow.run(() => callApi(member.cell2factorverify, body));
      setPending(false);
      if (res) flow.setState('done');
    }
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        // Escape closes only the Terms modal on top, not the form with its typed details.
        closeOnEscape={!termsOpen}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="Register"
        size="md"
      >
        <form onSubmit={submit} noValidate aria-label="Register">
          <Stack gap="md">
            <FormAlert message={flow.alert} />
            {flow.state === 'view' && (
              <>
                <Text size="sm" c="dimmed">
                  Enter your member number and the work e-mail address we hold for you. We will text a code to
                  your mobile.
                </Text>
                <TextInput
                  label="Member number"
                  name="memberNumber"
                  autoComplete="username"
                  maxLength={LIMITS.memberNumber}
                  required
                  data-autofocus
                  {...form.textProps('memberNumber')}
                />
                <TextInput
                  label="E-mail address"
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={LIMITS.email}
                  required
                  {...form.textProps('email')}
                />
                <TextInput
                  label="Mobile number"
                  name="cellNum"
                  type="tel"
                  autoComplete="tel"
                  maxLength={LIMITS.cellNum}
                  required
                  {...form.textProps('cellNum')}
                />
                <PasswordInput
                  label="Password"
                  name="password"
                  autoComplete="new-password"
                  description={MESSAGES.passwordHint}
                  maxLength={LIMITS.password}
                  required
                  {...form.textProps('password')}
                />
                <Checkbox
                  styles={readableErrorStyles}
                  name="acceptTerms"
                  checked={values.acceptTerms}
                  onChange={(e) => form.setValue('acceptTerms', e.currentTarget.checked)}
                  error={form.errors.acceptTerms}
                  label={
                    <>
                      I accept the{' '}
                      <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)}>
                        Terms and Conditions
                      </Anchor>
                    </>
                  }
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
              doneMessage={MESSAGES.registered}
              onClose={onClose}
            />
          </Stack>
        </form>
      </Modal>
      <ContentModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        contentKey={CONTENT_KEYS.terms}
        fallbackTitle="Terms and Conditions"
      />
    </>
  );
}
