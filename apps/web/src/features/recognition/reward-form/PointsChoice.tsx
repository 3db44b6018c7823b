import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';
import { formatPoints } from '../../../lib/format';

/** A fixed list of amounts as radio buttons (Pay It Forward's 30/50/75/100). */
export function PointsChoice({
  amounts,
  value,
  onChange,
  unit,
  error,
  description,
}: {
  amounts: readonly number[];
  value: number | null;
  onChange(value: number): void;
  unit: string;
  error?: string;
  description?: string;
}) {
  const { t } = useLingui();
  return (
    <Radio.Group
      size="md"
      label={t`Points`}
      description={description}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      error={error}
      required
    >
      <Group gap="lg" mt={6}>
        {amounts.map((amount) => (
          <Radio key={amount} value={String(amount)} label={`${formatPoints(amount)} ${unit}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}
