import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ColorSwatch, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { adminContent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate } from '../../../lib/dates';
import { AdminFormCard } from '../AdminFormCard';
import { AdminListPage, SelectButton } from '../ui/AdminListPage';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { adminContentQueries, useSaveCampaignMutation } from './api';

type Campaign = adminContent.TAdminCampaign;
type Fields = Omit<Campaign, 'id'>;
const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Fields => ({
  name: '',
  description: '',
  colour: '#8e2466',
  openDate: today(),
  closeDate: today(),
});

const fields: FieldSpec<Fields>[] = [
  { kind: 'text', name: 'name', label: msg`Name`, w: 280, required: true },
  { kind: 'colour', name: 'colour', label: msg`Colour`, w: 160, required: true },
  { kind: 'text', type: 'date', name: 'openDate', label: msg`Start`, w: 170, required: true },
  { kind: 'text', type: 'date', name: 'closeDate', label: msg`End`, w: 170, required: true },
  {
    kind: 'textarea',
    name: 'description',
    label: msg`Description`,
    description: msg`Shown under the theme on Get Involved`,
  },
];

/** Adds a campaign, or changes the one given; the server checks the colour and that the end is not before the start. */
function CampaignForm({ campaign, onDone }: { campaign?: Campaign; onDone: () => void }) {
  const { values, reset, set } = useFormValues<Fields>(() => {
    if (!campaign) return blank();
    const { id: _id, ...rest } = campaign;
    return rest;
  });
  const { t } = useLingui();
  const save = useSaveCampaignMutation(campaign?.id, {
    success: ({ campaign: c }) => {
      const name = c.name;
      return campaign ? [t`${name} saved.`, t`Campaign changed`] : [t`${name} added.`, t`Campaign added`];
    },
    onDone: () => {
      if (!campaign) reset(blank());
      onDone();
    },
  });
  return (
    <AdminFormCard
      title={campaign ? t`Edit ${campaign.name}` : t`Add a campaign`}
      onSubmit={() => save.mutate(values)}
    >
      <Stack gap="sm">
        <AdminFields fields={fields} values={values} set={set} errors={save.fieldErrors} />
      </Stack>
      <FormErrorLine error={save.error} fieldErrors={save.fieldErrors} />
      <Group mt="md">
        <Button
          type="submit"
          leftSection={
            campaign ? <IconDeviceFloppy size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />
          }
          loading={save.isPending}
        >
          {campaign ? t`Save campaign` : t`Add campaign`}
        </Button>
        {campaign && (
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Group>
    </AdminFormCard>
  );
}

/** /admin/campaigns: Get Involved's themes, their colours and the days they take pictures. */
export default function CampaignsScreen() {
  const query = useQuery(adminContentQueries.campaigns());
  const { t } = useLingui();
  return (
    <AdminListPage
      title={t`Campaigns`}
      intro={t`Get Involved themes: add one, or change its name, colour, description or dates.`}
      query={query}
      label={t`Campaigns`}
      rows={query.data?.campaigns ?? []}
      rowId={(c) => c.id}
      minWidth={560}
      top={<CampaignForm onDone={() => undefined} />}
      editor={(c, close) => <CampaignForm campaign={c} onDone={close} />}
      editorReplacesTop
      columns={(select) => [
        {
          key: 'name',
          header: t`Campaign`,
          cell: (c) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={c.colour} size={16} aria-hidden />
              <SelectButton onClick={() => select(c)} label={t`Edit ${c.name}`}>
                {c.name}
              </SelectButton>
            </Group>
          ),
        },
        { key: 'colour', header: t`Colour`, cell: (c) => c.colour, nowrap: true },
        { key: 'start', header: t`Start`, cell: (c) => formatShortDate(c.openDate), nowrap: true },
        { key: 'end', header: t`End`, cell: (c) => formatShortDate(c.closeDate), nowrap: true },
      ]}
    />
  );
}
