import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import type { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { AdminListPage, pagesOf, SelectButton } from '../ui/AdminListPage';
import { SubmitButton, WRAPPING } from '../ui/buttons';
import { catalogueQueries } from './api';
import { useAddProductMutation, useImportVouchersMutation, useUpdateProductMutation } from './api/products';
import {
  detailsBody,
  ProductDetailsForm,
  ProductImageUpload,
  useProductDetailFields,
  type ProductDetailFields,
} from './ProductDetails';
import { PromoCodeForm } from './PromoCodeForm';

type Product = adminCatalogue.TAdminProduct;
type NewProduct = ProductDetailFields & {
  productCode: string;
  price: number | string;
  stockMode: string;
  active: boolean;
};

const STOCK_MODES = [
  { value: 'voucher', label: msg`Voucher codes` },
  { value: 'unlimited', label: msg`Unlimited` },
];

function AddProduct() {
  const details = useProductDetailFields();
  const { t } = useLingui();
  const { values, set, reset } = useFormValues<NewProduct>({
    productCode: '',
    categoryId: '',
    description: '',
    brand: '',
    model: '',
    price: '',
    basket: true,
    active: true,
    stockMode: 'voucher',
    clusters: [],
  });
  const add = useAddProductMutation({
    success: (r) => {
      const description = r.product.description;
      return [t`${description} added.`, t`Product added`];
    },
    onDone: () => reset({ productCode: '', description: '', price: '' }),
  });
  const submit = () =>
    add.mutate({
      ...detailsBody(values),
      productCode: values.productCode,
      price: Number(values.price),
      active: values.active,
      stockMode: values.stockMode === 'unlimited' ? 'unlimited' : 'voucher',
    });
  const [description, brand, model] = details.text;
  const fields: FieldSpec<NewProduct>[] = [
    { ...details.category, required: true },
    { kind: 'text', name: 'productCode', label: msg`Product code`, w: 160, required: true },
    { ...description!, required: true },
    brand!,
    model!,
    {
      kind: 'number',
      name: 'price',
      label: msg`Price (points)`,
      min: 1,
      thousands: true,
      w: 140,
      required: true,
    },
    { kind: 'select', name: 'stockMode', label: msg`Stock`, data: STOCK_MODES, w: 190 },
    details.clusters,
    details.basket,
    { kind: 'check', name: 'active', label: msg`On sale` },
  ];
  return (
    <AdminFormCard title={t`Add a product`} onSubmit={submit}>
      <AdminFields fields={fields} values={values} set={set} errors={add.fieldErrors} />
      <FormErrorLine error={add.error} fieldErrors={add.fieldErrors} />
      <SubmitButton pending={add.isPending}>
        <Trans>Add product</Trans>
      </SubmitButton>
    </AdminFormCard>
  );
}

function VoucherImport({ product }: { product: Product }) {
  const [codes, setCodes] = useState('');
  const { t } = useLingui();
  const importCodes = useImportVouchersMutation(product.id, {
    success: (r) => {
      const unsold = r.product.stockLeft ?? 0;
      return [
        plural(r.imported, {
          one: `# code added; ${unsold} unsold.`,
          other: `# codes added; ${unsold} unsold.`,
        }),
        t`Voucher codes imported`,
      ];
    },
    onDone: () => setCodes(''),
  });
  return (
    <Stack gap="xs" mt="md">
      <Textarea
        label={t`Voucher codes (one a line, or CSV with the code first)`}
        autosize
        minRows={3}
        maxRows={10}
        value={codes}
        onChange={(e) => setCodes(e.currentTarget.value)}
        error={importCodes.error ? formErrorText(importCodes.error) : undefined}
      />
      <Group>
        <Button
          styles={WRAPPING}
          leftSection={<IconFileImport size={18} aria-hidden />}
          loading={importCodes.isPending}
          disabled={!codes.trim()}
          onClick={() => importCodes.mutate(codes)}
        >
          <Trans>Import codes</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const { values, set } = useFormValues({ price: product.price as number | string });
  const { t } = useLingui();
  const description = product.description;
  const update = useUpdateProductMutation(product.id, {
    success: () => [t`${description} saved.`, t`Product changed`],
  });
  const title = (
    <>
      {product.description}{' '}
      <Text span c="dimmed" size="sm">
        ({product.productCode})
      </Text>
    </>
  );
  return (
    <AdminFormCard title={title}>
      <Group align="flex-end" gap="sm">
        <AdminFields
          fields={[
            { kind: 'number', name: 'price', label: msg`Price (points)`, min: 1, thousands: true, w: 160 },
          ]}
          values={values}
          set={set}
        />
        <Button
          styles={WRAPPING}
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ price: Number(values.price) })}
          disabled={Number(values.price) === product.price || !values.price}
        >
          <Trans>Save price</Trans>
        </Button>
        <Button
          styles={WRAPPING}
          variant="default"
          color={product.active ? 'red' : 'green'}
          loading={update.isPending}
          onClick={() => update.mutate({ active: !product.active })}
        >
          {product.active ? <Trans>Take off sale</Trans> : <Trans>Put on sale</Trans>}
        </Button>
      </Group>
      <FormErrorLine error={update.error} />
      <ProductDetailsForm product={product} />
      <ProductImageUpload product={product} />
      {product.stockMode === 'voucher' && <VoucherImport product={product} />}
    </AdminFormCard>
  );
}

/** /admin/shop/products: the catalogue, adding products, prices, sale status and voucher stock. */
export default function ShopProductsScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(catalogueQueries.products(debounced, page));
  const { t } = useLingui();
  const finder = (
    <TextInput
      label={t`Find a product`}
      placeholder={t`Description, code or brand`}
      value={search}
      onChange={(e) => {
        setSearch(e.currentTarget.value);
        setPage(1);
      }}
      w={{ base: '100%', xs: 320 }}
    />
  );
  return (
    <AdminListPage
      title={t`Shop products`}
      intro={t`Add products, change prices, take them off sale and load voucher codes.`}
      query={query}
      label={t`Shop products`}
      rows={query.data?.products ?? []}
      rowId={(p) => p.id}
      top={<AddProduct />}
      filters={finder}
      editor={(p) => <ProductEditor product={p} />}
      paging={{ page, pages: pagesOf(query.data?.total), onChange: setPage }}
      bottom={<PromoCodeForm />}
      columns={(select) => [
        {
          key: 'description',
          header: t`Product`,
          cell: (p) => <SelectButton onClick={() => select(p)}>{p.description}</SelectButton>,
        },
        { key: 'code', header: t`Code`, cell: (p) => p.productCode, nowrap: true },
        { key: 'category', header: t`Category`, cell: (p) => p.categoryPath },
        { key: 'price', header: t`Price`, cell: (p) => formatPoints(p.price), align: 'right', nowrap: true },
        {
          key: 'clusters',
          header: t`Offered in`,
          cell: (p) => p.clusters.join(', ') || t`All`,
          nowrap: true,
        },
        {
          key: 'stock',
          header: t`Stock`,
          cell: (p) => {
            const left = p.stockLeft;
            return left === null ? t`Unlimited` : t`${left} left`;
          },
          align: 'right',
          nowrap: true,
        },
        {
          key: 'active',
          header: t`Status`,
          cell: (p) => (p.active ? t`On sale` : t`Withdrawn`),
          nowrap: true,
        },
      ]}
    />
  );
}
