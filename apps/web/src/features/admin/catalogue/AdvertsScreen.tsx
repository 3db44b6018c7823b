import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, SelectButton } from '../ui/AdminListPage';
import { IMAGE_TYPES, PictureUpload } from '../ui/PictureUpload';
import { SubmitButton, WRAPPING } from '../ui/buttons';
import { catalogueQueries } from './api';
import {
  useAddAdvertMutation,
  useAdvertPictureMutation,
  useRemoveAdvertMutation,
  useUpdateAdvertMutation,
} from './api/adverts';
import { StateBadge } from './StateBadge';

type Advert = adminCatalogue.TAdminAdvert;
type AdvertFields = { what: string; href: string; sortOrder: number | string; clusters: string[] };
type NewAdvert = AdvertFields & { filePic: File | null; active: boolean };

/** The cluster choices, and the words shown while none is chosen (already in the language shown). */
type ClusterChoice = { options: readonly { value: string; label: string }[]; everyCountry: string };

const textFields = (describe: boolean, clusters: ClusterChoice): FieldSpec<AdvertFields>[] => [
  {
    kind: 'text',
    name: 'what',
    label: msg`Text`,
    description: describe ? msg`Read out to screen readers` : undefined,
    w: 300,
    required: describe,
  },
  {
    kind: 'text',
    name: 'href',
    label: msg`Link`,
    description: describe ? msg`/rewards or https://…` : undefined,
    w: 220,
  },
  {
    kind: 'number',
    name: 'sortOrder',
    label: msg({ message: 'Order', context: 'position in a list' }),
    description: describe ? msg`Lower comes first` : undefined,
    w: 120,
  },
  {
    kind: 'multi',
    name: 'clusters',
    label: msg`Shown in`,
    description: describe ? msg`Leave empty to show it in every country` : undefined,
    placeholder: clusters.everyCountry,
    data: clusters.options,
    w: 300,
  },
];

const addFields = (clusters: ClusterChoice): FieldSpec<NewAdvert>[] => [
  {
    kind: 'file',
    name: 'filePic',
    label: msg`Picture`,
    description: msg`About 3:1, at most 800 px is kept`,
    accept: IMAGE_TYPES,
    w: 260,
    required: true,
  },
  ...textFields(true, clusters),
  { kind: 'check', name: 'active', label: msg`Show in the shop now` },
];

function useClusterOptions(): ClusterChoice {
  const options = useQuery(catalogueQueries.clusters()).data ?? [];
  const { t } = useLingui();
  return { options, everyCountry: t`Every country` };
}

function AddAdvert() {
  const clusters = useClusterOptions();
  const { t } = useLingui();
  const { values, set, reset } = useFormValues<NewAdvert>({
    filePic: null,
    what: '',
    href: '/rewards',
    sortOrder: 0,
    active: true,
    clusters: [],
  });
  const add = useAddAdvertMutation({
    success: (r) => {
      const what = r.advert.what;
      return [t`${what} added.`, t`Advert added`];
    },
    onDone: () => reset({ what: '', filePic: null }),
  });
  const submit = () => add.mutate({ ...values, sortOrder: Number(values.sortOrder) || 0 });
  const errors = { ...add.fieldErrors, filePic: add.fieldErrors.filePic ?? add.fieldErrors.file };
  return (
    <AdminFormCard title={t`Add an advert`} onSubmit={submit}>
      <AdminFields fields={addFields(clusters)} values={values} set={set} errors={errors} />
      <FormErrorLine error={add.error} fieldErrors={add.fieldErrors} />
      <SubmitButton pending={add.isPending} disabled={!values.filePic || !values.what.trim()}>
        <Trans>Add advert</Trans>
      </SubmitButton>
    </AdminFormCard>
  );
}

function AdvertEditor({ advert, onRemoved }: { advert: Advert; onRemoved(): void }) {
  const clusters = useClusterOptions();
  const { t } = useLingui();
  const what = advert.what;
  const { values, set } = useFormValues<AdvertFields>({
    what: advert.what,
    href: advert.href,
    sortOrder: advert.sortOrder,
    clusters: advert.clusters,
  });
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAdvertMutation(advert.id, {
    success: () => [t`${what} saved.`, t`Advert changed`],
  });
  const remove = useRemoveAdvertMutation(advert.id, {
    success: () => [t`${what} deleted.`, t`Advert deleted`],
    onDone: onRemoved,
  });
  const picture = useAdvertPictureMutation(advert.id, {
    success: () => [t`The new picture is in place.`, t`Picture replaced`],
  });
  return (
    <AdminFormCard title={advert.what}>
      <Group align="flex-end" gap="sm">
        <AdminFields
          fields={textFields(false, clusters)}
          values={values}
          set={set}
          errors={update.fieldErrors}
        />
        <Button
          styles={WRAPPING}
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ ...values, sortOrder: Number(values.sortOrder) || 0 })}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
      <PictureUpload label={t`New picture`} button={t`Replace picture`} upload={picture}>
        <Button
          styles={WRAPPING}
          variant="default"
          leftSection={
            advert.active ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
          }
          loading={update.isPending}
          onClick={() => update.mutate({ active: !advert.active })}
        >
          {advert.active ? <Trans>Hide from the shop</Trans> : <Trans>Show in the shop</Trans>}
        </Button>
        <Button
          styles={WRAPPING}
          color="red"
          variant={confirming ? 'filled' : 'outline'}
          leftSection={<IconTrash size={18} aria-hidden />}
          loading={remove.isPending}
          onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
        >
          {confirming ? <Trans>Delete for good</Trans> : <Trans>Delete</Trans>}
        </Button>
      </PictureUpload>
      <FormErrorLine error={update.error ?? remove.error} fieldErrors={update.fieldErrors} />
    </AdminFormCard>
  );
}

/** /admin/shop/adverts: the pictures the shop's rotator shows above the catalogue. */
export default function AdvertsScreen() {
  const query = useQuery(catalogueQueries.adverts());
  const { t } = useLingui();
  return (
    <AdminListPage
      title={t`Adverts`}
      intro={t`The pictures that rotate above the shop, in order. Members’ browsers keep the list for up to five minutes.`}
      query={query}
      label={t`Adverts`}
      rows={query.data?.adverts ?? []}
      rowId={(a) => a.id}
      top={<AddAdvert />}
      editor={(a, close) => <AdvertEditor advert={a} onRemoved={close} />}
      editorKey={(a) => `${a.id}-${a.active}-${a.img}`}
      columns={(select) => [
        {
          key: 'img',
          header: t`Picture`,
          cell: (a) => <Image src={`/shopimg/${a.img}`} alt="" h={40} w={120} fit="contain" radius="sm" />,
        },
        {
          key: 'what',
          header: t`Advert`,
          primary: true,
          cell: (a) => <SelectButton onClick={() => select(a)}>{a.what}</SelectButton>,
        },
        { key: 'href', header: t`Link`, cell: (a) => a.href || '—' },
        {
          key: 'order',
          header: t({ message: 'Order', context: 'position in a list' }),
          cell: (a) => a.sortOrder,
          align: 'right',
          nowrap: true,
        },
        {
          key: 'clusters',
          header: t`Shown in`,
          cell: (a) => a.clusters.join(', ') || t`All`,
          nowrap: true,
        },
        {
          key: 'state',
          header: t`In the shop`,
          cell: (a) =>
            a.active ? (
              <StateBadge tone="good">
                <Trans>Shown</Trans>
              </StateBadge>
            ) : (
              <StateBadge tone="off">
                <Trans>Hidden</Trans>
              </StateBadge>
            ),
          nowrap: true,
        },
      ]}
    />
  );
}
