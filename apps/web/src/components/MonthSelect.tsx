import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { monthsList, type MonthOption } from '@portal/contract';
import { useState } from 'react';

/** The months a report offers (this year down from this month, three full years before), newest first. */
export function useMonths(): { months: MonthOption[]; month: string; setMonth(value: string): void } {
  const [months] = useState(() => monthsList(new Date()));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  return { months, month, setMonth };
}

export function MonthSelect({
  months,
  value,
  onChange,
  label,
}: {
  months: readonly MonthOption[];
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={label ?? t`Month`}
      data={months.map((m) => ({ value: m.value, label: m.label }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export const monthLabel = (months: readonly MonthOption[], value: string): string =>
  months.find((m) => m.value === value)?.label ?? value;
