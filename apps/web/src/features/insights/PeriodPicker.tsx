import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { LabelledSegments } from '../../components/LabelledSegments';
import { monthOptions, quarterOptions, yearOptions, type PeriodChoice, type PeriodKind } from './period';
import classes from './insights.module.css';

const KINDS: { value: PeriodKind; label: MessageDescriptor }[] = [
  { value: 'month', label: msg`Month` },
  { value: 'quarter', label: msg`Quarter` },
  { value: 'year', label: msg`Year` },
  { value: 'custom', label: msg`Custom` },
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
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const options = useMemo(
    () => ({
      month: monthOptions(currentMonth, locale),
      quarter: quarterOptions(currentMonth),
      year: yearOptions(currentMonth),
    }),
    // The labels are in the language shown.
    [currentMonth, locale],
  );
  const kinds = KINDS.map((k) => ({ value: k.value, label: i18n._(k.label) }));
  return (
    <div className={classes.periodPicker}>
      <LabelledSegments
        label={t`Period`}
        value={choice.kind}
        onChange={(kind) => onChange({ ...choice, kind })}
        data={kinds}
        className={classes.segmented}
      />
      {choice.kind === 'custom' ? (
        <div className={classes.customDays}>
          <TextInput
            type="date"
            label={t`From`}
            value={choice.from}
            max={choice.to || undefined}
            onChange={(e) => onChange({ ...choice, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t`To`}
            value={choice.to}
            min={choice.from || undefined}
            onChange={(e) => onChange({ ...choice, to: e.currentTarget.value })}
          />
        </div>
      ) : (
        <Select
          label={kinds.find((k) => k.value === choice.kind)!.label}
          data={options[choice.kind]}
          value={String(choice[choice.kind])}
          onChange={(value) => value && onChange(withValue(choice, value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Switch
        label={t`Compare with previous period`}
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
