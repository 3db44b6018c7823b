import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import type { SelectedMember } from '@portal/contract';
import { formatPoints } from '../../../lib/format';
import { useValueLabel } from '../value-labels';
import { ValueArt } from '../../../components/ValueArt';
import { selectionLabel } from '../../../components/select-members/selection';
import classes from './reward-form.module.css';

/** How the e-card will read, updated as the form fills in. */
export function CardPreview({
  value,
  recipients,
  message,
  points,
  pointsName,
}: {
  value: string;
  recipients: readonly SelectedMember[];
  message: string;
  points?: number;
  pointsName?: string;
}) {
  const { t } = useLingui();
  const valueLabel = useValueLabel();
  const to = recipients.map(selectionLabel).join(', ');
  const name = value ? valueLabel(value) : '';
  return (
    <Card p="md" component="aside" aria-label={t`E-card preview`}>
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>Preview</Trans>
        </Text>
        <ValueArt value={value} className={classes.valueArt} label={value ? t`${name} e-card` : t`E-card`} />
        <Text fw={700} size="lg">
          {value ? name : t`Choose a value`}
        </Text>
        <Text size="sm">
          <Trans>
            <Text span c="dimmed">
              To:{' '}
            </Text>
            {to || '—'}
          </Trans>
        </Text>
        {points ? (
          <Text size="sm" fw={600} c="brand.7">
            {formatPoints(points)} {pointsName}
          </Text>
        ) : null}
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={message ? undefined : 'dimmed'}
        >
          {message || t`Your message will appear here.`}
        </Text>
      </Stack>
    </Card>
  );
}
