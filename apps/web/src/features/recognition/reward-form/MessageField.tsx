import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Textarea
      size="md"
      label={t`Message`}
      placeholder={sendBy ? t`Say what they did and why it mattered` : undefined}
      description={
        remaining === null
          ? t`Choose how to send first.`
          : plural(remaining, { one: '# character remaining', other: '# characters remaining' })
      }
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
          ? sendBy === 'sms'
            ? t`At most ${limit} characters by SMS`
            : t`At most ${limit} characters by e-mail`
          : undefined)
      }
    />
  );
}
