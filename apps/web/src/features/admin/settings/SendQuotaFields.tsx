import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  SEND_QUOTA_TEXTS,
  SEND_QUOTA_TIERS,
  type SendQuotaTier,
  type TProgrammeSettings,
  type TSendQuota,
} from '@portal/contract';
import { sayText } from '../../../lib/i18n/contract-texts';
import { thousandsSeparator } from '../ui/fields';

type Quotas = TProgrammeSettings['sendQuotas'];

const TIER_LABELS: Record<SendQuotaTier, { title: MessageDescriptor; who: MessageDescriptor }> = {
  member: { title: msg`Members`, who: msg`Everyone without a manager or admin role.` },
  manager: { title: msg`Managers`, who: msg`Managers and admin-report users.` },
  programme: { title: msg`Programme team`, who: msg`Programme admins, sending for the programme.` },
};

/**
 * The e-card sending quotas, one card per tier. A send over a quota is refused with a message;
 * hours and days are the last 60 minutes and the last 24 hours.
 */
export function SendQuotaFields({
  value,
  onChange,
  errors,
}: {
  value: Quotas;
  onChange(v: Quotas): void;
  errors: Record<string, string>;
}) {
  const set = (tier: SendQuotaTier, key: keyof TSendQuota, n: number) =>
    onChange({ ...value, [tier]: { ...value[tier], [key]: n } });
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          How many e-cards one person may send. Over a limit, the send is refused with a message saying which;
          an hour is the last 60 minutes, a day the last 24 hours.
        </Trans>
      </Text>
      <Grid>
        {SEND_QUOTA_TIERS.map((tier) => (
          <Grid.Col key={tier} span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="sm">
              <Text fw={700}>{i18n._(TIER_LABELS[tier].title)}</Text>
              <Text size="xs" c="dimmed" mb="xs">
                {i18n._(TIER_LABELS[tier].who)}
              </Text>
              <Grid gutter="xs" align="flex-end">
                {(Object.keys(SEND_QUOTA_TEXTS) as (keyof TSendQuota)[]).map((key) => (
                  <Grid.Col key={key} span={6}>
                    <NumberInput
                      size="md"
                      label={sayText(SEND_QUOTA_TEXTS[key])}
                      value={value[tier][key]}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator={thousandsSeparator(i18n.locale)}
                      onChange={(v) => set(tier, key, Number(v) || 0)}
                      error={errors[`sendQuotas.${tier}.${key}`]}
                    />
                  </Grid.Col>
                ))}
              </Grid>
            </Paper>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}

/** What an SMS costs, for the month's spend on the admin overview. */
export function SmsCostFields({
  unitCost,
  currency,
  onChange,
  errors,
}: {
  unitCost: number;
  currency: string;
  onChange(v: { smsUnitCost?: number; smsCurrency?: string }): void;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  return (
    <Grid>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <NumberInput
          size="md"
          label={t`Cost of one SMS`}
          value={unitCost}
          min={0}
          max={100}
          decimalScale={4}
          onChange={(v) => onChange({ smsUnitCost: Number(v) || 0 })}
          error={errors.smsUnitCost}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label={t`Currency`}
          value={currency}
          maxLength={3}
          onChange={(e) => onChange({ smsCurrency: e.currentTarget.value.toUpperCase() })}
          error={errors.smsCurrency}
        />
      </Grid.Col>
    </Grid>
  );
}
