import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_TEXTS, member } from '@portal/contract';
import type { AppModalProps } from '../../lib/modal-props';
import { useForm } from '../../lib/use-form';
import { MobileField, NewPasswordField, OtpModal, type OtpModalText } from './OtpModal';
import { useOtpFlow } from './use-otp-flow';

const RESET_CALLS = {
  send: member.passwordsendcell2factorsms,
  verify: member.passwordcell2factorverify,
  detailsSchema: member.passwordsendcell2factorsms.body,
};

const RESET_TEXT: OtpModalText = {
  title: msg`Forgot password`,
  intro: msg`Enter the mobile number on your profile and choose a new password. We will text you a code.`,
  doneMessage: MESSAGE_TEXTS.passwordUpdated,
};

/** Forgot password: mobile number and new password → SMS code → done. */
export default function ForgotPasswordModal({ opened, onClose }: AppModalProps) {
  const form = useForm({ cellNum: '', password: '', otp: '' });
  const { t } = useLingui();
  const { values } = form;
  const details = { cellNum: values.cellNum, password: values.password };
  const flow = useOtpFlow(form, RESET_CALLS, details);

  return (
    <OtpModal text={RESET_TEXT} opened={opened} onClose={onClose} flow={flow} form={form}>
      <MobileField data-autofocus {...form.textProps('cellNum')} />
      <NewPasswordField label={t`New password`} {...form.textProps('password')} />
    </OtpModal>
  );
}
