import { Textarea } from '@mantine/core';
import { messageLimit, type RewardWhat, type SendBy } from '@portal/contract';

/**
 * The e-card message. Its length limit depends on how it is sent, so the box
 * stays disabled until sendBy is chosen and then counts the characters left.
 */
export function MessageField({
  what,
  sendBy,
  value,
  onChange,
  error,
}: {
  what: RewardWhat;
  sendBy: SendBy | null;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const limit = sendBy ? messageLimit(what, sendBy) : null;
  const remaining = limit === null ? null : limit - value.length;
  return (
    <Textarea
      size="md"
      label="Message"
      placeholder={sendBy ? 'Say what they did and why it mattered' : undefined}
      description={remaining === null ? 'Choose how to send first.' : `${remaining} characters remaining`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={!sendBy}
      maxLength={limit ?? undefined}
      autosize
      minRows={4}
      maxRows={10}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={
        error ??
        (remaining !== null && remaining < 0
          ? `At most ${limit} characters by ${sendBy === 'sms' ? 'SMS' : 'e-mail'}`
          : undefined)
      }
    />
  );
}
