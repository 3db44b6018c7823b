import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A segmented choice with a visible label above it, tied to the control for screen readers
 * (SegmentedControl has no label of its own).
 */
export function LabelledSegments<T extends string>({
  label,
  value,
  onChange,
  data,
  className,
}: {
  label: string;
  value: T;
  onChange(value: NoInfer<T>): void;
  data: readonly { value: T; label: string }[];
  className?: string;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(v) => onChange(v as T)}
        data={[...data]}
        className={className}
      />
    </Stack>
  );
}
