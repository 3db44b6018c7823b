import { MESSAGES, member } from '@portal/contract';
import type { AppModalProps } from '../../lib/modal-props';
import { useForm } from '../../lib/use-form';
import { MobileField, NewPasswordField, OtpModal } from './OtpModal';
import { useOtpFlow } from './use-otp-flow';

const RESET_CALLS = {
  send: member.passwordsendcell2factorsms,
  verify: member.passwordcell2factorverify,
  detailsSchema: member.passwordsendcell2factorsms.body,
};

/** Forgot password: mobile number and new password → SMS code → done. */
export default function ForgotPasswordModal({ opened, onClose }: AppModalProps) {
  const form = useForm({ cellNum: '', password: '', otp: '' });
  const { values } = form;
  const details = { cellNum: values.cellNum, password: values.password };
  const flow = useOtpFlow(form, RESET_CALLS, details);

  return (
    <OtpModal
      title="Forgot password"
      intro="Enter the mobile number on your profile and choose a new password. We will text you a code."
      opened={opened}
      onClose={onClose}
      flow={flow}
      cellNum={values.cellNum}
      otp={form.textProps('otp')}
      doneMessage={MESSAGES.passwordUpdated}
    >
      <MobileField data-autofocus {...form.textProps('cellNum')} />
      <NewPasswordField label="New password" {...form.textProps('password')} />
    </OtpModal>
  );
}
