import { Button, ColorInput, ColorSwatch, Group, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { adminContent } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { formatShortDate } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { AdminFormCard } from '../AdminFormCard';

type Campaign = adminContent.TAdminCampaign;
type Fields = Omit<Campaign, 'id'>;
const CAMPAIGNS_KEY = ['admin', 'campaigns'];
const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Fields => ({
  name: '',
  description: '',
  colour: '#8e2466',
  openDate: today(),
  closeDate: today(),
});

/** Adds a campaign, or changes the one given; the server checks the colour and that the end is not before the start. */
function CampaignForm({ campaign, onDone }: { campaign?: Campaign; onDone: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState<Fields>(() => (campaign ? { ...campaign } : blank()));
  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => setForm((f) => ({ ...f, [k]: v }));
  const save = useMutation({
    mutationFn: () =>
      campaign
        ? callApi(adminContent.campaignupdate, { campaignId: campaign.id, ...form })
        : callApi(adminContent.campaignadd, form),
    onSuccess: ({ campaign: c }) => {
      notifySuccess(
        `${c.name} ${campaign ? 'saved' : 'added'}.`,
        campaign ? 'Campaign changed' : 'Campaign added',
      );
      void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      void client.invalidateQueries({ queryKey: ['getinvolved'] });
      if (!campaign) setForm(blank());
      onDone();
    },
  });
  const errors = save.error ? formErrorsOf(save.error) : {};
  return (
    <AdminFormCard
      title={campaign ? `Edit ${campaign.name}` : 'Add a campaign'}
      onSubmit={() => save.mutate()}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Name"
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          w={{ base: '100%', sm: 280 }}
          required
        />
        <ColorInput
          label="Colour"
          value={form.colour}
          onChange={(v) => set('colour', v)}
          format="hex"
          withEyeDropper={false}
          size="md"
          error={errors.colour}
          w={{ base: '100%', xs: 160 }}
          required
        />
        <TextInput
          type="date"
          label="Start"
          value={form.openDate}
          onChange={(e) => set('openDate', e.currentTarget.value)}
          error={errors.openDate}
          w={{ base: '100%', xs: 170 }}
          required
        />
        <TextInput
          type="date"
          label="End"
          value={form.closeDate}
          onChange={(e) => set('closeDate', e.currentTarget.value)}
          error={errors.closeDate}
          w={{ base: '100%', xs: 170 }}
          required
        />
      </Group>
      <Textarea
        label="Description"
        description="Shown under the theme on Get Involved"
        value={form.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={errors.description}
        autosize
        minRows={2}
        maxRows={6}
        mt="sm"
        maw={720}
      />
      {save.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(save.error)}
        </Text>
      )}
      <Group mt="md">
        <Button
          type="submit"
          leftSection={
            campaign ? <IconDeviceFloppy size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />
          }
          loading={save.isPending}
        >
          {campaign ? 'Save campaign' : 'Add campaign'}
        </Button>
        {campaign && (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </AdminFormCard>
  );
}

/** /admin/campaigns: Get Involved's themes, their colours and the days they take pictures. */
export default function CampaignsScreen() {
  const query = useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: () => callApi(adminContent.campaigns, {}) });
  const [editing, setEditing] = useState<number | null>(null);
  const current = query.data?.campaigns.find((c) => c.id === editing);
  const columns: readonly Column<Campaign>[] = [
    {
      key: 'name',
      header: 'Campaign',
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={c.colour} size={16} aria-hidden />
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setEditing(c.id)}
            aria-label={`Edit ${c.name}`}
          >
            {c.name}
          </Button>
        </Group>
      ),
    },
    { key: 'colour', header: 'Colour', cell: (c) => c.colour, nowrap: true },
    { key: 'start', header: 'Start', cell: (c) => formatShortDate(c.openDate), nowrap: true },
    { key: 'end', header: 'End', cell: (c) => formatShortDate(c.closeDate), nowrap: true },
  ];
  return (
    <AdminPage
      title="Campaigns"
      intro="Get Involved themes: add one, or change its name, colour, description or dates."
      error={query.error}
      loading={query.isPending}
    >
      {current ? (
        <CampaignForm key={current.id} campaign={current} onDone={() => setEditing(null)} />
      ) : (
        <CampaignForm onDone={() => undefined} />
      )}
      <ReportTable
        label="Campaigns"
        columns={columns}
        rows={query.data?.campaigns ?? []}
        rowKey={(c) => String(c.id)}
        minWidth={560}
      />
    </AdminPage>
  );
}
