import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';
import { SEND_BY, type SendBy } from '@portal/contract';

const LABELS: Record<SendBy, MessageDescriptor> = { email: msg`E-mail`, sms: msg`SMS` };

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
  const { i18n, t } = useLingui();
  return (
    <Radio.Group
      size="md"
      label={t`Send by`}
      value={value}
      onChange={(v) => onChange(v as SendBy)}
      error={error}
      required
    >
      <Group gap="lg" mt={6}>
        {SEND_BY.map((option) => (
          <Radio key={option} value={option} label={i18n._(LABELS[option])} />
        ))}
      </Group>
    </Radio.Group>
  );
}
