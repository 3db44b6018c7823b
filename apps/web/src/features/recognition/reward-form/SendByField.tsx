import { Group, Radio } from '@mantine/core';
import { SEND_BY, type SendBy } from '@portal/contract';

const LABELS: Record<SendBy, string> = { email: 'E-mail', sms: 'SMS' };

/** How the e-card reaches the recipients. */
export function SendByField({
  value,
  onChange,
  error,
}: {
  value: SendBy | null;
  onChange(value: SendBy): void;
  error?: string;
}) {
  return (
    <Radio.Group
      size="md"
      label="Send by"
      value={value}
      onChange={(v) => onChange(v as SendBy)}
      error={error}
      required
    >
      <Group gap="lg" mt={6}>
        {SEND_BY.map((option) => (
          <Radio key={option} value={option} label={LABELS[option]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
