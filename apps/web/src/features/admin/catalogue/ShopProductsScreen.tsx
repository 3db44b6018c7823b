import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { adminCatalogue } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { PromoCodeForm } from './PromoCodeForm';
import { ProductDetailsForm, ProductImageUpload } from './ProductDetails';
import { AdminFormCard } from '../AdminFormCard';

type Product = adminCatalogue.TAdminProduct;
const PRODUCTS_KEY = ['admin', 'shopproducts'];

function AddProduct() {
  const client = useQueryClient();
  const categories = useQuery({
    queryKey: ['admin', 'shopcategories'],
    queryFn: () => callApi(adminCatalogue.shopcategories, {}),
  });
  const [form, setForm] = useState({
    productCode: '',
    categoryId: '',
    description: '',
    brand: '',
    model: '',
    price: '' as number | string,
    noBasket: 'Y' as 'Y' | 'N',
    active: true,
    stockMode: 'voucher' as 'voucher' | 'unlimited',
  });
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const add = useMutation({
    mutationFn: () =>
      callApi(adminCatalogue.shopproductadd, {
        ...form,
        categoryId: Number(form.categoryId),
        price: Number(form.price),
      }),
    onSuccess: (r) => {
      notifySuccess(`${r.product.description} added.`, 'Product added');
      setForm((f) => ({ ...f, productCode: '', description: '', price: '' }));
      void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
  const errors = add.error ? formErrorsOf(add.error) : {};
  return (
    <AdminFormCard title="Add a product" onSubmit={() => add.mutate()}>
      <Group align="flex-start" gap="sm">
        <Select
          label="Category"
          searchable
          data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.path }))}
          value={form.categoryId || null}
          onChange={(v) => set('categoryId', v ?? '')}
          error={errors.categoryId}
          w={{ base: '100%', sm: 360 }}
          required
        />
        <TextInput
          label="Product code"
          value={form.productCode}
          onChange={(e) => set('productCode', e.currentTarget.value)}
          error={errors.productCode}
          w={{ base: '100%', xs: 160 }}
          required
        />
        <TextInput
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          w={{ base: '100%', sm: 320 }}
          required
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
        <NumberInput
          label="Price (points)"
          value={form.price}
          onChange={(v) => set('price', v)}
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          error={errors.price}
          w={{ base: '100%', xs: 140 }}
          required
        />
        <Select
          label="Stock"
          data={[
            { value: 'voucher', label: 'Voucher codes' },
            { value: 'unlimited', label: 'Unlimited' },
          ]}
          value={form.stockMode}
          onChange={(v) => set('stockMode', v === 'unlimited' ? 'unlimited' : 'voucher')}
          allowDeselect={false}
          w={{ base: '100%', xs: 190 }}
        />
      </Group>
      <Group mt="sm" gap="lg">
        <Checkbox
          label="Can go in the basket"
          checked={form.noBasket === 'Y'}
          onChange={(e) => set('noBasket', e.currentTarget.checked ? 'Y' : 'N')}
        />
        <Checkbox
          label="On sale"
          checked={form.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
      </Group>
      {add.error && !Object.keys(errors).length && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(add.error)}
        </Text>
      )}
      <Button type="submit" mt="md" leftSection={<IconPlus size={18} aria-hidden />} loading={add.isPending}>
        Add product
      </Button>
    </AdminFormCard>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const client = useQueryClient();
  const [price, setPrice] = useState<number | string>(product.price);
  const [codes, setCodes] = useState('');
  const done = () => void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
  const update = useMutation({
    mutationFn: (patch: { price?: number; active?: boolean }) =>
      callApi(adminCatalogue.shopproductupdate, { productId: product.id, ...patch }),
    onSuccess: () => {
      notifySuccess(`${product.description} saved.`, 'Product changed');
      done();
    },
  });
  const importCodes = useMutation({
    mutationFn: () => callApi(adminCatalogue.shopvoucherimport, { productId: product.id, text: codes }),
    onSuccess: (r) => {
      notifySuccess(
        `${r.imported} codes added; ${r.product.stockLeft ?? 0} unsold.`,
        'Voucher codes imported',
      );
      setCodes('');
      done();
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {product.description}{' '}
        <Text span c="dimmed" size="sm">
          ({product.productCode})
        </Text>
      </Title>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Price (points)"
          value={price}
          onChange={setPrice}
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          w={{ base: '100%', xs: 160 }}
        />
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ price: Number(price) })}
          disabled={Number(price) === product.price || !price}
        >
          Save price
        </Button>
        <Button
          variant="default"
          color={product.active ? 'red' : 'green'}
          loading={update.isPending}
          onClick={() => update.mutate({ active: !product.active })}
        >
          {product.active ? 'Take off sale' : 'Put on sale'}
        </Button>
      </Group>
      {update.error && (
        <Text c="red" size="sm" mt="xs">
          {formErrorText(update.error)}
        </Text>
      )}
      <ProductDetailsForm product={product} />
      <ProductImageUpload product={product} />
      {product.stockMode === 'voucher' && (
        <Stack gap="xs" mt="md">
          <Textarea
            label="Voucher codes (one a line, or CSV with the code first)"
            autosize
            minRows={3}
            maxRows={10}
            value={codes}
            onChange={(e) => setCodes(e.currentTarget.value)}
            error={importCodes.error ? formErrorText(importCodes.error) : undefined}
          />
          <Group>
            <Button
              leftSection={<IconFileImport size={18} aria-hidden />}
              loading={importCodes.isPending}
              disabled={!codes.trim()}
              onClick={() => importCodes.mutate()}
            >
              Import codes
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** /admin/shop/products: the catalogue, adding products, prices, sale status and voucher stock. */
export default function ShopProductsScreen() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: [...PRODUCTS_KEY, debounced],
    queryFn: () => callApi(adminCatalogue.shopproducts, { search: debounced }),
    placeholderData: keepPreviousData,
  });
  const products = query.data?.products ?? [];
  const current = products.find((p) => p.id === selected);
  const columns: readonly Column<Product>[] = [
    {
      key: 'description',
      header: 'Product',
      cell: (p) => (
        <Button variant="subtle" size="compact-sm" onClick={() => setSelected(p.id)}>
          {p.description}
        </Button>
      ),
    },
    { key: 'code', header: 'Code', cell: (p) => p.productCode, nowrap: true },
    { key: 'category', header: 'Category', cell: (p) => p.categoryPath },
    { key: 'price', header: 'Price', cell: (p) => formatPoints(p.price), align: 'right', nowrap: true },
    {
      key: 'stock',
      header: 'Stock',
      cell: (p) => (p.stockLeft === null ? 'Unlimited' : `${p.stockLeft} left`),
      align: 'right',
      nowrap: true,
    },
    { key: 'active', header: 'Status', cell: (p) => (p.active ? 'On sale' : 'Withdrawn'), nowrap: true },
  ];
  return (
    <AdminPage
      title="Shop products"
      intro="Add products, change prices, take them off sale and load voucher codes."
      error={query.error}
      loading={query.isPending}
    >
      <AddProduct />
      {current && <ProductEditor key={current.id} product={current} />}
      <TextInput
        label="Find a product"
        placeholder="Description, code or brand"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <ReportTable label="Shop products" columns={columns} rows={products} rowKey={(p) => String(p.id)} />
      <PromoCodeForm />
    </AdminPage>
  );
}
