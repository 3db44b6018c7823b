import { Button } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { OtpStep } from './OtpStep';
import type { useOtpFlow } from './use-otp-flow';

/**
 * The cellverify and done states, the same in both modals: the code with Back to the details,
 * then the success message and the way back to logging in.
 */
export function LaterSteps({
  flow,
  cellNum,
  otp,
  pending,
  doneMessage,
  onClose,
}: {
  flow: ReturnType<typeof useOtpFlow>;
  cellNum: string;
  otp: { value: string; error?: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
  pending: boolean;
  doneMessage: string;
  onClose(): void;
}) {
  if (flow.state === 'cellverify') {
    return (
      <OtpStep
        cellNum={cellNum}
        pending={pending}
        {...otp}
        onBack={() => {
          flow.setAlert('');
          flow.setState('view');
        }}
      />
    );
  }
  if (flow.state === 'done') {
    return (
      <>
        <FormAlert tone="success" message={doneMessage} />
        <Button onClick={onClose} fullWidth>
          Log in
        </Button>
      </>
    );
  }
  return null;
}
