import { Anchor, Checkbox, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES, member } from '@portal/contract';
import { useState } from 'react';
import type { AppModalProps } from '../../lib/modal-props';
import { useForm } from '../../lib/use-form';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { ContentModal } from '../../components/content/ContentModal';
import { readableErrorStyles } from '../../components/field-styles';
import { MobileField, NewPasswordField, OtpModal } from './OtpModal';
import { useOtpFlow } from './use-otp-flow';

const initial = { memberNumber: '', email: '', cellNum: '', password: '', acceptTerms: false, otp: '' };

const REGISTER_CALLS = {
  send: member.sendcell2factorsms,
  verify: member.cell2factorverify,
  detailsSchema: member.ZRegistrationForm,
};

/** Register: details → SMS code → done. */
export default function RegisterModal({ opened, onClose }: AppModalProps) {
  const form = useForm(initial);
  const [termsOpen, setTermsOpen] = useState(false);
  const { values } = form;
  const { otp: _otp, ...details } = values;
  const flow = useOtpFlow(form, REGISTER_CALLS, details);

  return (
    <>
      <OtpModal
        title="Register"
        intro="Enter your member number and the work e-mail address we hold for you. We will text a code to your mobile."
        opened={opened}
        onClose={onClose}
        // Escape closes only the Terms modal on top, not the form with its typed details.
        closeOnEscape={!termsOpen}
        flow={flow}
        cellNum={values.cellNum}
        otp={form.textProps('otp')}
        doneMessage={MESSAGES.registered}
      >
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
        <MobileField {...form.textProps('cellNum')} />
        <NewPasswordField label="Password" {...form.textProps('password')} />
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
      </OtpModal>
      <ContentModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        contentKey={CONTENT_KEYS.terms}
        fallbackTitle="Terms and Conditions"
      />
    </>
  );
}
