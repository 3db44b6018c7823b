import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { OtpStep } from './OtpStep';
import type { OtpFlow } from './use-otp-flow';

/**
 * The cellverify and done states, the same in both modals: the code with Back to the details,
 * then the success message and the way back to logging in.
 */
export function LaterSteps({
  flow,
  cellNum,
  otp,
  doneMessage,
  onClose,
}: {
  flow: OtpFlow;
  cellNum: string;
  otp: { value: string; error?: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
  doneMessage: string;
  onClose(): void;
}) {
  if (flow.state === 'cellverify') {
    return <OtpStep cellNum={cellNum} pending={flow.pending} {...otp} onBack={flow.back} />;
  }
  if (flow.state === 'done') {
    return (
      <>
        <FormAlert tone="success" message={doneMessage} />
        <Button onClick={onClose} fullWidth>
          <Trans>Log in</Trans>
        </Button>
      </>
    );
  }
  return null;
}
