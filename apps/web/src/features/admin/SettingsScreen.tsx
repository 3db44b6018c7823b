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
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_REWARD_SCALES, type TProgrammeSettings } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formErrorsOf, formErrorText } from '../../lib/api';
import { numberFormat } from '../../lib/i18n/intl-formats';
import { notifySuccess } from '../../lib/notify';
import { AdminPage } from './AdminPage';
import { adminQueries, useSaveSettingsMutation } from './api';
import { BannerOrderField, ValueListsFields } from './settings/ValueListsFields';
import { SendQuotaFields, SmsCostFields } from './settings/SendQuotaFields';

const ZONES = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/London'];
  }
})();

/** What each rating pays on a scale, as a list of numbers in the language shown. */
const scalePays = (k: keyof typeof REVIEW_REWARD_SCALES) =>
  REVIEW_REWARD_SCALES[k].map((n) => numberFormat().format(n)).join(', ');

/** /admin/settings: what the programme team may change without a deploy. */
export default function SettingsScreen() {
  const { t } = useLingui();
  const query = useQuery(adminQueries.settings());
  const [form, setForm] = useState<TProgrammeSettings | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data.settings);
  }, [query.data]);
  const save = useSaveSettingsMutation(() => notifySuccess(t`The settings were saved.`, t`Success`));
  const errors = save.error ? formErrorsOf(save.error) : {};
  const standardPays = scalePays('standard');
  const offsetPays = scalePays('offset');
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
      title={t`Settings`}
      intro={t`Stored in the database; the web app and the server read them at once.`}
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
            <Fieldset legend={t`Branding`}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('companyName', t`Company name`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('programmeName', t`Programme name`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('pointsName', t`Points are called`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>{text('logoUrl', t`Logo URL`)}</Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <ColorInput
                    label={t`Main colour`}
                    withEyeDropper={false}
                    value={form.primaryColour}
                    onChange={(v) => set('primaryColour', v)}
                    format="hex"
                    error={errors.primaryColour}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <ColorInput
                    label={t`Accent colour`}
                    withEyeDropper={false}
                    value={form.accentColour}
                    onChange={(v) => set('accentColour', v)}
                    format="hex"
                    error={errors.accentColour}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Select
                    label={t`Time zone`}
                    description={t`“Today” for birthdays and anniversaries, and the months of reports.`}
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
            <Fieldset legend={t`Value lists`}>
              <ValueListsFields
                value={form.recognitionValues}
                onChange={(v) => set('recognitionValues', v)}
                errors={errors}
              />
            </Fieldset>
            <Fieldset legend={t`E-card banners`}>
              <BannerOrderField
                value={form.ecardBanners}
                onChange={(v) => set('ecardBanners', v)}
                error={errors.ecardBanners}
              />
            </Fieldset>
            <Fieldset legend={t`Nominations`}>
              <Radio.Group
                label={t`Rating scale of nomination reviews`}
                value={form.reviewRewardScale}
                onChange={(v) => set('reviewRewardScale', v as TProgrammeSettings['reviewRewardScale'])}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="standard" label={t`Standard: ratings 0–5 pay ${standardPays}`} />
                  <Radio value="offset" label={t`Offset: ratings 0–5 pay ${offsetPays}`} />
                </Stack>
              </Radio.Group>
            </Fieldset>
            <Fieldset legend={t`Birthdays`}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={t`Birthday award (points)`}
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
                    label={t`Paid from this hour (company time)`}
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
                    label={t`Divisions without a birthday award`}
                    description={t`Division names; press Enter after each.`}
                    value={form.birthdayExcludedDivisions}
                    onChange={(v) => set('birthdayExcludedDivisions', v)}
                    error={errors.birthdayExcludedDivisions}
                  />
                </Grid.Col>
              </Grid>
            </Fieldset>
            <Fieldset legend={t`Pay It Forward and leavers`}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={t`Monthly Pay It Forward allowance`}
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
                    label={t`Unused allowance resets each month`}
                    checked={form.pifResetUnused}
                    onChange={(e) => set('pifResetUnused', e.currentTarget.checked)}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Switch
                    label={t`Monthly insights e-mail to each manager`}
                    checked={form.insightsMonthlyEmail}
                    onChange={(e) => set('insightsMonthlyEmail', e.currentTarget.checked)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Radio.Group
                    label={t`A leaver’s unspent points and budget`}
                    value={form.leaverPoints}
                    onChange={(v) => set('leaverPoints', v as TProgrammeSettings['leaverPoints'])}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="keep" label={t`Stay on their account`} />
                      <Radio value="return" label={t`Return to the programme`} />
                    </Group>
                  </Radio.Group>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={t`Hold returned points for (days)`}
                    description={t`A leaver who comes back within this time gets them back; 0 returns them at once.`}
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
            <Fieldset legend={t`Keeping people’s data`}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={t`Keep sent e-mails and SMS for (days)`}
                    description={t`Then the message, its recipient and body are deleted.`}
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
                    label={t`Keep uploads nobody saved for (days)`}
                    description={t`Pictures not kept and HR files not applied.`}
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
            <Fieldset legend={t`Sending limits`}>
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
                <Trans>Save settings</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AdminPage>
  );
}
