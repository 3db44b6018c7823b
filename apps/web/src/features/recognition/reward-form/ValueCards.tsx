import { Input, Radio, Text } from '@mantine/core';
import { ValueArt } from '../ValueArt';
import { valueLabel } from '../value-labels';
import classes from './reward-form.module.css';

/** The value as a grid of picture cards (Simply Say, Pay It Forward); arrow keys move between them. */
export function ValueCards({
  values,
  value,
  onChange,
  error,
  description,
}: {
  values: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Shown under the cards (Simply Say's blurb for the chosen value). */
  description?: string;
}) {
  return (
    <Radio.Group size="md" label="Value" value={value || null} onChange={onChange} error={error} required>
      <div className={classes.valueGrid} style={{ marginTop: 6 }}>
        {values.map((v) => (
          <Radio.Card key={v} value={v} className={classes.valueCard}>
            <ValueArt value={v} className={classes.valueArt} />
            <span className={classes.valueName}>{valueLabel(v)}</span>
          </Radio.Card>
        ))}
      </div>
      {description && (
        <Input.Description mt="sm">
          <Text span size="sm" c="dimmed" aria-live="polite">
            {description}
          </Text>
        </Input.Description>
      )}
    </Radio.Group>
  );
}
