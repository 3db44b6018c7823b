import type { RewardWhat, SendBy } from '@portal/contract';
import { MessageField } from './MessageField';
import { SendByField } from './SendByField';

/**
 * How the e-card travels and what it says: the same pair on all four reward screens. The
 * message limit follows the chosen channel and screen, and the box stays shut until one is
 * chosen (MessageField).
 */
export function DeliveryFields({
  what,
  sendBy,
  message,
  errors,
  onSendBy,
  onMessage,
}: {
  what: RewardWhat;
  sendBy: SendBy | null;
  message: string;
  errors: { sendBy?: string; message?: string };
  onSendBy: (v: SendBy) => void;
  onMessage: (v: string) => void;
}) {
  return (
    <>
      <SendByField value={sendBy} onChange={onSendBy} error={errors.sendBy} />
      <MessageField what={what} sendBy={sendBy} value={message} onChange={onMessage} error={errors.message} />
    </>
  );
}
