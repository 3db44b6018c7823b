import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_TEXTS, member, type CallResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { completeLogin } from '../../lib/member-data';
import { takeReturnTo } from '../../lib/return-to';
import { EmailField, MemberNumberField } from '../../components/form-fields';
import { useState } from 'react';
import type { AppModalProps } from '../../lib/modal-props';
import { useForm } from '../../lib/use-form';
import { AcceptTermsCheckbox } from '../../components/content/AcceptTermsCheckbox';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { ContentModal } from '../../components/content/ContentModal';
import { MobileField, NewPasswordField, OtpModal, type OtpModalText } from './OtpModal';
import { useOtpFlow } from './use-otp-flow';

const initial = { memberNumber: '', email: '', cellNum: '', password: '', acceptTerms: false, otp: '' };

const REGISTER_TEXT: OtpModalText = {
  title: msg`Register`,
  intro: msg`Enter your member number and the work e-mail address we hold for you. We will text a code to your mobile.`,
  doneMessage: MESSAGE_TEXTS.registered,
};

/** Register: details → SMS code → signed in, on Home (or the link opened while signed out). */
export default function RegisterModal({ opened, onClose }: AppModalProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm(initial);
  const [termsOpen, setTermsOpen] = useState(false);
  const { t } = useLingui();
  const { values } = form;
  const { otp: _otp, ...details } = values;
  const flow = useOtpFlow(
    form,
    {
      send: member.sendcell2factorsms,
      verify: member.cell2factorverify,
      detailsSchema: member.ZRegistrationForm,
      // Registration answers a session as sign-in does: the member lands signed in.
      verified: async (answer) => {
        completeLogin(queryClient, answer as CallResponse<typeof member.cell2factorverify>);
        onClose();
        await navigate(takeReturnTo() ?? '/');
      },
    },
    details,
  );

  return (
    <>
      <OtpModal
        text={REGISTER_TEXT}
        opened={opened}
        onClose={onClose}
        // Escape closes only the Terms modal on top, not the form with its typed details.
        closeOnEscape={!termsOpen}
        flow={flow}
        form={form}
      >
        <MemberNumberField data-autofocus {...form.textProps('memberNumber')} />
        <EmailField {...form.textProps('email')} />
        <MobileField {...form.textProps('cellNum')} />
        <NewPasswordField label={t`Password`} {...form.textProps('password')} />
        <AcceptTermsCheckbox
          name="acceptTerms"
          checked={values.acceptTerms}
          error={form.errors.acceptTerms}
          onChange={(checked) => form.setValue('acceptTerms', checked)}
          onOpenTerms={() => setTermsOpen(true)}
        />
      </OtpModal>
      <ContentModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        contentKey={CONTENT_KEYS.terms}
        fallbackTitle={msg`Terms and Conditions`}
      />
    </>
  );
}
