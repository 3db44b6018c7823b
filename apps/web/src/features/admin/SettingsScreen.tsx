import {
  Button,
  ColorInput,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { admin, REVIEW_REWARD_SCALES, type TProgrammeSettings } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, formErrorsOf, formErrorText } from '../../lib/api';
import { brandingKey } from '../../lib/branding';
import { notifySuccess } from '../../lib/notify';
import { AdminPage } from './AdminPage';
import { adminKeys, adminQueries } from './api';
import { BannerOrderField, ValueListsFields } from './settings/ValueListsFields';
import { SendQuotaFields, SmsCostFields } from './settings/SendQuotaFields';

const ZONES = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/London'];
  }
})();

const scaleLabel = (k: keyof typeof REVIEW_REWARD_SCALES) =>
  `${k === 'standard' ? 'Standard' : 'Offset'}: ratings 0–5 pay ${REVIEW_REWARD_SCALES[k].join(', ')}`;

/** /admin/settings: what the programme team may change without a deploy. */
export default function SettingsScreen() {
  const client = useQueryClient();
  const query = useQuery(adminQueries.settings());
  const [form, setForm] = useState<TProgrammeSettings | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data.settings);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (s: TProgrammeSettings) => callApi(admin.settingsupdate, s),
    onSuccess: (res) => {
      client.setQueryData(adminKeys.settings, res);
      // The header, colours and points name come from site.branding: read them again.
      client.invalidateQueries({ queryKey: brandingKey });
      notifySuccess('The settings were saved.');
    },
  });
  const errors = save.error ? formErrorsOf(save.error) : {};
  const set = <K extends keyof TProgrammeSettings>(key: K, value: TProgrammeSettings[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));
  const text = (key: 'companyName' | 'programmeName' | 'pointsName' | 'logoUrl', label: string) =>
    form && (
      <TextInput
        label={label}
        value={form[key]}
        onChange={(e) => set(key, e.currentTarget.value)}
        error={errors[key]}
        required
      />
    );

  return (
    <AdminPage
      title="Settings"
      intro="Stored in the database; the web app and the server read them at once."
      loading={query.isPending || !form}
      error={query.error}
    >
      {form && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          <Stack gap="md">
            <Fieldset legend="Branding">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('companyName', 'Company name')}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('programmeName', 'Programme name')}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('pointsName', 'Points are called')}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('logoUrl', 'Logo URL')}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <ColorInput
                    label="Main colour"
                    withEyeDropper={false}
                    value={form.primaryColour}
                    onChange={(v) => set('primaryColour', v)}
                    format="hex"
                    error={errors.primaryColour}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <ColorInput
                    label="Accent colour"
                    withEyeDropper={false}
                    value={form.accentColour}
                    onChange={(v) => set('accentColour', v)}
                    format="hex"
                    error={errors.accentColour}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Select
                    label="Time zone"
                    description="“Today” for birthdays and anniversaries, and the months of reports."
                    data={ZONES}
                    value={form.timeZone}
                    onChange={(v) => v && set('timeZone', v)}
                    searchable
                    allowDeselect={false}
                    error={errors.timeZone}
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend="Value lists">
              <ValueListsFields
                value={form.recognitionValues}
                onChange={(v) => set('recognitionValues', v)}
                errors={errors}
              />
            </Fieldset>
            <Fieldset legend="E-card banners">
              <BannerOrderField
                value={form.ecardBanners}
                onChange={(v) => set('ecardBanners', v)}
                error={errors.ecardBanners}
              />
            </Fieldset>
            <Fieldset legend="Nominations">
              <Radio.Group
                label="Rating scale of nomination reviews"
                value={form.reviewRewardScale}
                onChange={(v) => set('reviewRewardScale', v as TProgrammeSettings['reviewRewardScale'])}
              >
                <Stack gap={6} mt={6}>
                  {(Object.keys(REVIEW_REWARD_SCALES) as (keyof typeof REVIEW_REWARD_SCALES)[]).map((k) => (
                    <Radio key={k} value={k} label={scaleLabel(k)} />
                  ))}
                </Stack>
              </Radio.Group>
            </Fieldset>
            <Fieldset legend="Birthdays">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Birthday award (points)"
                    value={form.birthdayAwardPoints}
                    min={0}
                    max={100_000}
                    allowDecimal={false}
                    onChange={(v) => set('birthdayAwardPoints', Number(v) || 0)}
                    error={errors.birthdayAwardPoints}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Paid from this hour (company time)"
                    value={form.birthdayAwardHour}
                    min={0}
                    max={23}
                    allowDecimal={false}
                    onChange={(v) => set('birthdayAwardHour', Number(v) || 0)}
                    error={errors.birthdayAwardHour}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TagsInput
                    label="Divisions without a birthday award"
                    description="Division names; press Enter after each."
                    value={form.birthdayExcludedDivisions}
                    onChange={(v) => set('birthdayExcludedDivisions', v)}
                    error={errors.birthdayExcludedDivisions}
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend="Pay It Forward and leavers">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Monthly Pay It Forward allowance"
                    value={form.pifMonthlyAllowance}
                    min={0}
                    max={100_000}
                    allowDecimal={false}
                    onChange={(v) => set('pifMonthlyAllowance', Number(v) || 0)}
                    error={errors.pifMonthlyAllowance}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Switch
                    mt={{ base: 0, sm: 30 }}
                    label="Unused allowance resets each month"
                    checked={form.pifResetUnused}
                    onChange={(e) => set('pifResetUnused', e.currentTarget.checked)}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Switch
                    label="Monthly insights e-mail to each manager"
                    checked={form.insightsMonthlyEmail}
                    onChange={(e) => set('insightsMonthlyEmail', e.currentTarget.checked)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Radio.Group
                    label="A leaver’s unspent points and budget"
                    value={form.leaverPoints}
                    onChange={(v) => set('leaverPoints', v as TProgrammeSettings['leaverPoints'])}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="keep" label="Stay on their account" />
                      <Radio value="return" label="Return to the programme" />
                    </Group>
                  </Radio.Group>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Hold returned points for (days)"
                    description="A leaver who comes back within this time gets them back; 0 returns them at once."
                    value={form.leaverGraceDays}
                    min={0}
                    max={365}
                    allowDecimal={false}
                    disabled={form.leaverPoints !== 'return'}
                    onChange={(v) => set('leaverGraceDays', Number(v) || 0)}
                    error={errors.leaverGraceDays}
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend="Keeping people’s data">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Keep sent e-mails and SMS for (days)"
                    description="Then the message, its recipient and body are deleted."
                    value={form.outboxRetentionDays}
                    min={1}
                    max={3650}
                    allowDecimal={false}
                    onChange={(v) => set('outboxRetentionDays', Number(v) || 0)}
                    error={errors.outboxRetentionDays}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Keep uploads nobody saved for (days)"
                    description="Pictures not kept and HR files not applied."
                    value={form.tempUploadRetentionDays}
                    min={1}
                    max={365}
                    allowDecimal={false}
                    onChange={(v) => set('tempUploadRetentionDays', Number(v) || 0)}
                    error={errors.tempUploadRetentionDays}
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend="Sending limits">
              <Stack gap="md">
                <SendQuotaFields
                  value={form.sendQuotas}
                  onChange={(v) => set('sendQuotas', v)}
                  errors={errors}
                />
                <SmsCostFields
                  unitCost={form.smsUnitCost}
                  currency={form.smsCurrency}
                  onChange={(v) => setForm((f) => (f ? { ...f, ...v } : f))}
                  errors={errors}
                />
              </Stack>
            </Fieldset>
            {save.error && <Text c="red">{formErrorText(save.error)}</Text>}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AdminPage>
  );
}
