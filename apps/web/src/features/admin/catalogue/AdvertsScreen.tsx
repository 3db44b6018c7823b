import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  NumberInput,
  Paper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, callApiMultipart, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { StateBadge } from './StateBadge';
import { AdminFormCard } from '../AdminFormCard';

type Advert = adminCatalogue.TAdminAdvert;
const ADVERTS_KEY = ['admin', 'advertlist'];
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ADVERTS_KEY });
}

function AddAdvert() {
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [what, setWhat] = useState('');
  const [href, setHref] = useState('/rewards');
  const [sortOrder, setSortOrder] = useState<number | string>(0);
  const [active, setActive] = useState(true);
  const add = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('what', what);
      form.append('href', href);
      form.append('sortOrder', String(Number(sortOrder) || 0));
      form.append('active', String(active));
      if (file) form.append('filePic', file);
      return callApiMultipart(adminCatalogue.advertadd, form);
    },
    onSuccess: (r) => {
      notifySuccess(`${r.advert.what} added.`, 'Advert added');
      setWhat('');
      setFile(null);
      refresh();
    },
  });
  const errors = add.error ? formErrorsOf(add.error) : {};
  return (
    <AdminFormCard title="Add an advert" onSubmit={() => add.mutate()}>
      <Group align="flex-start" gap="sm">
        <FileInput
          label="Picture"
          description="About 3:1, at most 800 px is kept"
          accept={IMAGE_TYPES}
          value={file}
          onChange={setFile}
          error={errors.filePic ?? errors.file}
          clearable
          w={{ base: '100%', xs: 260 }}
          required
        />
        <TextInput
          label="Text"
          description="Read out to screen readers"
          value={what}
          onChange={(e) => setWhat(e.currentTarget.value)}
          error={errors.what}
          w={{ base: '100%', sm: 300 }}
          required
        />
        <TextInput
          label="Link"
          description="/rewards or https://…"
          value={href}
          onChange={(e) => setHref(e.currentTarget.value)}
          error={errors.href}
          w={{ base: '100%', xs: 220 }}
        />
        <NumberInput
          label="Order"
          description="Lower comes first"
          value={sortOrder}
          onChange={setSortOrder}
          allowDecimal={false}
          error={errors.sortOrder}
          w={{ base: '100%', xs: 120 }}
        />
      </Group>
      <Checkbox
        mt="sm"
        label="Show in the shop now"
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
      {add.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(add.error)}
        </Text>
      )}
      <Button
        type="submit"
        mt="md"
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={add.isPending}
        disabled={!file || !what.trim()}
      >
        Add advert
      </Button>
    </AdminFormCard>
  );
}

function AdvertEditor({ advert, onRemoved }: { advert: Advert; onRemoved(): void }) {
  const refresh = useRefresh();
  const [what, setWhat] = useState(advert.what);
  const [href, setHref] = useState(advert.href);
  const [sortOrder, setSortOrder] = useState<number | string>(advert.sortOrder);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useMutation({
    mutationFn: (patch: { what?: string; href?: string; sortOrder?: number; active?: boolean }) =>
      callApi(adminCatalogue.advertupdate, { advertId: advert.id, ...patch }),
    onSuccess: () => {
      notifySuccess(`${advert.what} saved.`, 'Advert changed');
      refresh();
    },
  });
  const image = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.append('advertId', String(advert.id));
      form.append('filePic', f);
      return callApiMultipart(adminCatalogue.advertimage, form);
    },
    onSuccess: () => {
      notifySuccess('The new picture is in place.', 'Picture replaced');
      setFile(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi(adminCatalogue.advertremove, { advertId: advert.id }),
    onSuccess: () => {
      notifySuccess(`${advert.what} deleted.`, 'Advert deleted');
      onRemoved();
      refresh();
    },
  });
  const errors = update.error ? formErrorsOf(update.error) : {};
  const error = update.error ?? image.error ?? remove.error;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {advert.what}
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Text"
          value={what}
          onChange={(e) => setWhat(e.currentTarget.value)}
          error={errors.what}
          w={{ base: '100%', sm: 300 }}
        />
        <TextInput
          label="Link"
          value={href}
          onChange={(e) => setHref(e.currentTarget.value)}
          error={errors.href}
          w={{ base: '100%', xs: 220 }}
        />
        <NumberInput
          label="Order"
          value={sortOrder}
          onChange={setSortOrder}
          allowDecimal={false}
          error={errors.sortOrder}
          w={{ base: '100%', xs: 120 }}
        />
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ what, href, sortOrder: Number(sortOrder) || 0 })}
        >
          Save
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" mt="md">
        <FileInput
          label="New picture"
          accept={IMAGE_TYPES}
          value={file}
          onChange={setFile}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <Button
          variant="default"
          leftSection={<IconPhotoUp size={18} aria-hidden />}
          disabled={!file}
          loading={image.isPending}
          onClick={() => file && image.mutate(file)}
        >
          Replace picture
        </Button>
        <Button
          variant="default"
          leftSection={
            advert.active ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
          }
          loading={update.isPending}
          onClick={() => update.mutate({ active: !advert.active })}
        >
          {advert.active ? 'Hide from the shop' : 'Show in the shop'}
        </Button>
        <Button
          color="red"
          variant={confirming ? 'filled' : 'outline'}
          leftSection={<IconTrash size={18} aria-hidden />}
          loading={remove.isPending}
          onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
        >
          {confirming ? 'Delete for good' : 'Delete'}
        </Button>
      </Group>
      {error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(error)}
        </Text>
      )}
    </Paper>
  );
}

/** /admin/shop/adverts: the pictures the shop's rotator shows above the catalogue. */
export default function AdvertsScreen() {
  const query = useQuery({ queryKey: ADVERTS_KEY, queryFn: () => callApi(adminCatalogue.advertlist, {}) });
  const adverts = query.data?.adverts ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const current = adverts.find((a) => a.id === selected);
  const columns: readonly Column<Advert>[] = [
    {
      key: 'img',
      header: 'Picture',
      cell: (a) => <Image src={`/shopimg/${a.img}`} alt="" h={40} w={120} fit="contain" radius="sm" />,
    },
    {
      key: 'what',
      header: 'Advert',
      cell: (a) => (
        <Button variant="subtle" size="compact-sm" onClick={() => setSelected(a.id)}>
          {a.what}
        </Button>
      ),
    },
    { key: 'href', header: 'Link', cell: (a) => a.href || '—' },
    { key: 'order', header: 'Order', cell: (a) => a.sortOrder, align: 'right', nowrap: true },
    {
      key: 'state',
      header: 'In the shop',
      cell: (a) =>
        a.active ? <StateBadge tone="good">Shown</StateBadge> : <StateBadge tone="off">Hidden</StateBadge>,
      nowrap: true,
    },
  ];
  return (
    <AdminPage
      title="Adverts"
      intro="The pictures that rotate above the shop, in order. Members’ browsers keep the list for up to five minutes."
      error={query.error}
      loading={query.isPending}
    >
      <AddAdvert />
      {current && (
        <AdvertEditor
          key={`${current.id}-${current.active}-${current.img}`}
          advert={current}
          onRemoved={() => setSelected(null)}
        />
      )}
      <ReportTable label="Adverts" columns={columns} rows={adverts} rowKey={(a) => String(a.id)} />
    </AdminPage>
  );
}
