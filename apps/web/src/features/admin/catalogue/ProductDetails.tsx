import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import type { adminCatalogue } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { AdminFields, FormErrorLine, useFormValues, type FieldSpec } from '../ui/fields';
import { PictureUpload } from '../ui/PictureUpload';
import { catalogueQueries } from './api';
import { useProductPictureMutation, useUpdateProductMutation } from './api/products';
import { WRAPPING } from '../ui/buttons';

type Product = adminCatalogue.TAdminProduct;

/** What adding and editing a product share; `basket` is the stored noBasket flag ('Y': it can). */
export interface ProductDetailFields {
  categoryId: string;
  description: string;
  brand: string;
  model: string;
  basket: boolean;
  /** The clusters it is offered in; none: every cluster. */
  clusters: string[];
}

/** The fields of a product's details, with the third-level categories to choose from. */
export function useProductDetailFields() {
  const categories = useQuery(catalogueQueries.productCategories());
  const clusterList = useQuery(catalogueQueries.clusters());
  const { t } = useLingui();
  const category: FieldSpec<ProductDetailFields> = {
    kind: 'select',
    name: 'categoryId',
    label: msg`Category`,
    searchable: true,
    data: categories.data ?? [],
    w: 360,
  };
  const text: FieldSpec<ProductDetailFields>[] = [
    { kind: 'text', name: 'description', label: msg`Description`, w: 320 },
    { kind: 'text', name: 'brand', label: msg`Brand`, w: 180 },
    { kind: 'text', name: 'model', label: msg`Model`, w: 180 },
  ];
  const basket: FieldSpec<ProductDetailFields> = {
    kind: 'check',
    name: 'basket',
    label: msg`Can go in the basket`,
  };
  const clusters: FieldSpec<ProductDetailFields> = {
    kind: 'multi',
    name: 'clusters',
    label: msg`Offered in`,
    description: msg`Leave empty to offer it in every country`,
    placeholder: t`Every country`,
    data: clusterList.data ?? [],
    w: 360,
  };
  return { category, text, basket, clusters };
}

export const detailsBody = ({ basket, categoryId, ...rest }: ProductDetailFields) => ({
  ...rest,
  categoryId: Number(categoryId),
  noBasket: basket ? ('Y' as const) : ('N' as const),
});

/** A product's picture: the current one, and an upload that replaces it (stored as WebP). */
export function ProductImageUpload({ product }: { product: Product }) {
  const { t } = useLingui();
  const description = product.description;
  const upload = useProductPictureMutation(product.id, {
    success: () => [t`${description} has its new picture.`, t`Picture uploaded`],
  });
  return (
    <PictureUpload
      label={t`Picture`}
      button={t`Upload picture`}
      upload={upload}
      preview={
        product.imageFile ? (
          <Image
            src={`/shopimg/${product.imageFile}`}
            alt={t`Picture of ${description}`}
            h={72}
            w={72}
            fit="contain"
            radius="sm"
          />
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>No picture yet.</Trans>
          </Text>
        )
      }
    />
  );
}

/** Description, brand, model, category and whether it can go in the basket. */
export function ProductDetailsForm({ product }: { product: Product }) {
  const { category, text, basket, clusters } = useProductDetailFields();
  const { t } = useLingui();
  const { values, set } = useFormValues<ProductDetailFields>({
    description: product.description,
    brand: product.brand,
    model: product.model,
    categoryId: String(product.categoryId),
    basket: product.noBasket === 'Y',
    clusters: product.clusters,
  });
  const save = useUpdateProductMutation(product.id, {
    success: () => {
      const description = values.description;
      return [t`${description} saved.`, t`Product changed`];
    },
  });
  return (
    <Stack gap="xs" mt="md">
      <AdminFields
        fields={[...text, category, clusters, basket]}
        values={values}
        set={set}
        errors={save.fieldErrors}
      />
      <FormErrorLine error={save.error} fieldErrors={save.fieldErrors} />
      <Group>
        <Button
          styles={WRAPPING}
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate(detailsBody(values))}
        >
          <Trans>Save details</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
