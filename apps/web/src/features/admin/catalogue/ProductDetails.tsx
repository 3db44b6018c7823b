import { Button, Checkbox, FileInput, Group, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, callApiMultipart, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

/** The product list's query key (ShopProductsScreen); a change here refreshes it. */
const PRODUCTS_KEY = ['admin', 'shopproducts'];

/** A product's picture: the current one, and an upload that replaces it (stored as WebP). */
export function ProductImageUpload({ product }: { product: adminCatalogue.TAdminProduct }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.append('productId', String(product.id));
      form.append('filePic', f);
      return callApiMultipart(adminCatalogue.productimage, form);
    },
    onSuccess: () => {
      notifySuccess(`${product.description} has its new picture.`, 'Picture uploaded');
      setFile(null);
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
  return (
    <Group align="flex-end" gap="sm" mt="md">
      {product.imageFile ? (
        <Image
          src={`/shopimg/${product.imageFile}`}
          alt={`Picture of ${product.description}`}
          h={72}
          w={72}
          fit="contain"
          radius="sm"
        />
      ) : (
        <Text c="dimmed" size="sm">
          No picture yet.
        </Text>
      )}
      <FileInput
        label="Picture"
        accept="image/png,image/jpeg,image/webp,image/gif"
        value={file}
        onChange={setFile}
        clearable
        error={upload.error ? formErrorText(upload.error) : undefined}
        w={{ base: '100%', xs: 260 }}
      />
      <Button
        variant="default"
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        disabled={!file}
        loading={upload.isPending}
        onClick={() => file && upload.mutate(file)}
      >
        Upload picture
      </Button>
    </Group>
  );
}

/** Description, brand, model, category and whether it can go in the basket. */
export function ProductDetailsForm({ product }: { product: adminCatalogue.TAdminProduct }) {
  const client = useQueryClient();
  const categories = useQuery({
    queryKey: ['admin', 'shopcategories'],
    queryFn: () => callApi(adminCatalogue.shopcategories, {}),
  });
  const [form, setForm] = useState({
    description: product.description,
    brand: product.brand,
    model: product.model,
    categoryId: String(product.categoryId),
    noBasket: product.noBasket,
  });
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const save = useMutation({
    mutationFn: () =>
      callApi(adminCatalogue.shopproductupdate, {
        productId: product.id,
        ...form,
        categoryId: Number(form.categoryId),
      }),
    onSuccess: () => {
      notifySuccess(`${form.description} saved.`, 'Product changed');
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
  const errors = save.error ? formErrorsOf(save.error) : {};
  return (
    <Stack gap="xs" mt="md">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          w={{ base: '100%', sm: 320 }}
        />
        <TextInput
          label="Brand"
          value={form.brand}
          onChange={(e) => set('brand', e.currentTarget.value)}
          error={errors.brand}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label="Model"
          value={form.model}
          onChange={(e) => set('model', e.currentTarget.value)}
          error={errors.model}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label="Category"
          searchable
          allowDeselect={false}
          data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.path }))}
          value={form.categoryId}
          onChange={(v) => v && set('categoryId', v)}
          error={errors.categoryId}
          w={{ base: '100%', sm: 360 }}
        />
      </Group>
      <Checkbox
        label="Can go in the basket"
        checked={form.noBasket === 'Y'}
        onChange={(e) => set('noBasket', e.currentTarget.checked ? 'Y' : 'N')}
      />
      {save.error && !Object.keys(errors).length && (
        <Text c="red" size="sm">
          {formErrorText(save.error)}
        </Text>
      )}
      <Group>
        <Button variant="default" loading={save.isPending} onClick={() => save.mutate()}>
          Save details
        </Button>
      </Group>
    </Stack>
  );
}
