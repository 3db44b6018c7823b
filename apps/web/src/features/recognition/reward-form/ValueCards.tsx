import { useLingui } from '@lingui/react/macro';
import { Input, Radio, Text } from '@mantine/core';
import { ValueArt } from '../../../components/ValueArt';
import { useValueLabel } from '../value-labels';
import classes from './reward-form.module.css';

/** The value as a grid of picture cards (Simply Say, Pay It Forward); one Tab stop, arrow keys move the choice. */
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
  const checked = values.includes(value) ? value : '';
  const { t } = useLingui();
  const valueLabel = useValueLabel();
  return (
    <Radio.Group size="md" label={t`Value`} value={value || null} onChange={onChange} error={error} required>
      <div className={classes.valueGrid} style={{ marginTop: 6 }}>
        {values.map((v, i) => (
          <Radio.Card
            key={v}
            value={v}
            className={classes.valueCard}
            // One Tab stop for the group: the checked card, or the first while none is.
            tabIndex={(checked ? v === checked : i === 0) ? 0 : -1}
          >
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
