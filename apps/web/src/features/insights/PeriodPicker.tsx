import { Select, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { LabelledSegments } from '../../components/LabelledSegments';
import { monthOptions, quarterOptions, yearOptions, type PeriodChoice, type PeriodKind } from './period';
import classes from './insights.module.css';

const KINDS: { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'custom', label: 'Custom' },
];

/** Month, quarter, year or custom days, and whether to compare with the period before. */
export function PeriodPicker({
  currentMonth,
  choice,
  onChange,
  compare,
  onCompareChange,
}: {
  /** The company's current month, the newest offered. */
  currentMonth: string;
  choice: PeriodChoice;
  onChange(choice: PeriodChoice): void;
  compare: boolean;
  onCompareChange(compare: boolean): void;
}) {
  const options = useMemo(
    () => ({
      month: monthOptions(currentMonth),
      quarter: quarterOptions(currentMonth),
      year: yearOptions(currentMonth),
    }),
    [currentMonth],
  );
  return (
    <div className={classes.periodPicker}>
      <LabelledSegments
        label="Period"
        value={choice.kind}
        onChange={(kind) => onChange({ ...choice, kind })}
        data={KINDS}
        className={classes.segmented}
      />
      {choice.kind === 'custom' ? (
        <div className={classes.customDays}>
          <TextInput
            type="date"
            label="From"
            value={choice.from}
            max={choice.to || undefined}
            onChange={(e) => onChange({ ...choice, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={choice.to}
            min={choice.from || undefined}
            onChange={(e) => onChange({ ...choice, to: e.currentTarget.value })}
          />
        </div>
      ) : (
        <Select
          label={KINDS.find((k) => k.value === choice.kind)!.label}
          data={options[choice.kind]}
          value={String(choice[choice.kind])}
          onChange={(value) => value && onChange(withValue(choice, value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Switch
        label="Compare with previous period"
        checked={compare}
        onChange={(e) => onCompareChange(e.currentTarget.checked)}
        className={classes.compare}
      />
    </div>
  );
}

function withValue(choice: PeriodChoice, value: string): PeriodChoice {
  if (choice.kind === 'year') return { ...choice, year: Number(value) };
  return choice.kind === 'month' ? { ...choice, month: value } : { ...choice, quarter: value };
}
