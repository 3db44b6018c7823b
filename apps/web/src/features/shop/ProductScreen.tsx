import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MESSAGE_TEXTS, type TProduct } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import { notifyRepeatedSuccess } from '../../lib/notify';
import { useAddToBasket, useCategories, useProduct } from './api';
import { brandAndModel } from './brand-model';
import { featuresHtml } from './fab';
import { moneyFormatter } from './money';
import { ProductAction } from './ProductCard';
import { ProductImage } from './ProductImage';
import classes from './shop.module.css';

/**
 * /rewards/product/:productId: one product's own page, opened from its picture in the shop:
 * the larger picture, the title, brand and model, the price, the whole description (on the
 * list it waits behind Details) and Add to basket, with the way back to the shop and the basket.
 */
export function ProductScreen() {
  const { programmeName } = useBranding();
  const productId = Number(useParams().productId);
  const categories = useCategories();
  const alloc = categories.data?.inf.alloc ?? '';
  const product = useProduct(Number.isInteger(productId) && productId > 0 ? productId : 0, alloc);
  const { t } = useLingui();
  const name = product.data?.product.description ?? t`Product`;
  useDocumentTitle(`${name} · ${programmeName}`);

  if (categories.isPending || product.isPending) return <PageLoader />;
  if (categories.isError || product.isError) {
    return (
      <ScreenNotice heading={t`Product`} color="red">
        {formErrorText(categories.error ?? product.error)}
      </ScreenNotice>
    );
  }
  return (
    <ProductPage
      product={product.data.product}
      money={moneyFormatter(categories.data.inf)}
      basketQty={categories.data.totalBasketQty}
    />
  );
}
export default ProductScreen;

function ProductPage({
  product,
  money,
  basketQty,
}: {
  product: TProduct;
  money: (value: number) => string;
  basketQty: number;
}) {
  const add = useAddToBasket();
  const { t } = useLingui();
  const features = useMemo(() => featuresHtml(product.fAB), [product.fAB]);
  const brandModel = brandAndModel(product);
  const titleId = 'product-title';
  const qty = formatPoints(basketQty);

  function addToBasket(p: TProduct) {
    add.mutate(p.productId, {
      onSuccess: (result) =>
        notifyRepeatedSuccess(
          'basket-added',
          sayText(MESSAGE_TEXTS.addedToBasket, { product: result.product.description }),
          t`Basket`,
        ),
    });
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            component={Link}
            to="/rewards"
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            px="xs"
          >
            <Trans>Back to the shop</Trans>
          </Button>
          <Button
            component={Link}
            to="/rewards/basket"
            variant="light"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
          >
            <Trans>Basket ({qty})</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Card padding="md" className={classes.productPicture}>
            <ProductImage imageFile={product.imageFile} height="var(--product-page-image-h)" />
          </Card>
          <Stack gap="sm">
            <Title order={1} size="h2" id={titleId}>
              {product.description}
            </Title>
            {brandModel && <Text c="dimmed">{brandModel}</Text>}
            <Group gap={8} align="baseline" wrap="wrap">
              <Text fw={800} size="xl" c="brand.8" data-testid="product-price">
                {money(product.displayPrice)}
              </Text>
              {product.priceDescription && <Text c="dimmed">{product.priceDescription}</Text>}
            </Group>
            <ProductAction
              product={product}
              adding={add.isPending}
              onAdd={addToBasket}
              describedBy={titleId}
            />
            {add.isError && (
              <Text c="red.8" size="sm" role="alert">
                {formErrorText(add.error)}
              </Text>
            )}
            {features && (
              <section aria-labelledby="product-description">
                <Title order={2} size="h4" id="product-description" mt="md" mb="xs">
                  <Trans>Description</Trans>
                </Title>
                <Typography className={classes.features}>
                  <div dangerouslySetInnerHTML={{ __html: features }} />
                </Typography>
              </section>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
