import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Indicator, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGE_TEXTS, type TProduct } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { IconPackage, IconShoppingCart } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formatPoints } from '../../lib/format';
import { notifyRepeatedSuccess } from '../../lib/notify';
import { AdvertCarousel } from './AdvertCarousel';
import { categoryTree, leavesOf, pathTo } from './categories';
import { CategoryAccordion } from './CategoryAccordion';
import { CategoryChips } from './CategoryChips';
import { ProductCard } from './ProductCard';
import { readLastCategory, writeLastCategory } from './session-cache';
import { useAddToBasket, useProducts, type CategoryData } from './api';
import classes from './shop.module.css';

/** Below this width the categories are chips above the products, two products to a row. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The shop's view mode: adverts, the categories (an accordion beside the products on a wide
 * screen, chip rows above them on a phone), the chosen category's products.
 */
export function ShopView({ data, money }: { data: CategoryData; money: (value: number) => string }) {
  // Read on the first render, so a phone never draws the accordion first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Made again in another language: a top-level category's own leaf is labelled 'All …'.
  const tree = useMemo(() => categoryTree(data.cats, locale), [data.cats, locale]);
  const leaves = useMemo(() => leavesOf(tree), [tree]);
  const [selected, setSelected] = useState<number | null>(() => {
    const last = readLastCategory();
    return leaves.some((l) => l.prodCat3Id === last) ? last : (leaves[0]?.prodCat3Id ?? null);
  });
  const path = selected !== null ? (pathTo(tree, selected) ?? []) : [];
  const products = useProducts(selected, data.inf.alloc);
  const add = useAddToBasket();
  const productsHeading = useRef<HTMLHeadingElement>(null);

  function choose(prodCat3Id: number) {
    setSelected(prodCat3Id);
    writeLastCategory(prodCat3Id);
    // The chips stay where they are on a phone, so the next category is a tap away.
    if (!phone) productsHeading.current?.focus({ preventScroll: true });
  }

  function addToBasket(product: TProduct) {
    add.mutate(product.productId, {
      onSuccess: (result) =>
        notifyRepeatedSuccess(
          'basket-added',
          sayText(MESSAGE_TEXTS.addedToBasket, { product: result.product.description }),
          t`Basket`,
        ),
    });
  }

  const available = money(data.inf.pointsAvailable);
  const allocDesc = data.inf.allocDesc;
  const qty = formatPoints(data.totalBasketQty);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            <Trans>Rewards</Trans>
          </Title>
          <Text c="dimmed">
            {allocDesc ? (
              <Trans>
                You have <strong>{available}</strong> to redeem ({allocDesc}).
              </Trans>
            ) : (
              <Trans>
                You have <strong>{available}</strong> to redeem.
              </Trans>
            )}
          </Text>
        </div>
        <Indicator label={qty} size={20} disabled={data.totalBasketQty === 0} offset={4}>
          <Button
            component={Link}
            to="/rewards/basket"
            variant="light"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
          >
            <Trans>Basket ({qty})</Trans>
          </Button>
        </Indicator>
      </Group>

      {!phone && <AdvertCarousel />}

      <Grid gutter={phone ? 'sm' : 'lg'}>
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          {phone ? (
            <CategoryChips tree={tree} selected={selected} onSelect={choose} />
          ) : (
            <Paper component="nav" aria-label={t`Categories`} className={classes.categories}>
              <Title order={2} size="h4" mb="sm">
                <Trans>Categories</Trans>
              </Title>
              <CategoryAccordion
                nodes={tree}
                openPath={path.slice(0, -1)}
                selected={selected}
                onSelect={choose}
              />
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <section aria-labelledby="products-title">
            <Title
              order={2}
              size="h3"
              id="products-title"
              ref={productsHeading}
              tabIndex={-1}
              className={classes.productsTitle}
            >
              {products.data?.catName || path[path.length - 1] || t`Products`}
            </Title>
            {path.length > 1 && (
              <Text size="sm" c="dimmed" mb="sm">
                {path.join(' / ')}
              </Text>
            )}
            {selected === null ? (
              <EmptyState icon={IconPackage} title={t`No Results`} compact />
            ) : products.isPending ? (
              <PageLoader />
            ) : products.isError ? (
              <ScreenNotice color="red">
                <Trans>Error retrieving product data</Trans>
              </ScreenNotice>
            ) : products.data.products.length === 0 ? (
              <EmptyState icon={IconPackage} title={t`No Results`} compact />
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 1, md: 2, lg: 3 }} spacing={phone ? 'xs' : 'md'}>
                {products.data.products.map((product) => (
                  <ProductCard
                    key={product.productId}
                    product={product}
                    money={money}
                    adding={add.isPending && add.variables === product.productId}
                    onAdd={addToBasket}
                  />
                ))}
              </SimpleGrid>
            )}
          </section>
        </Grid.Col>
      </Grid>
      {/* On a phone the offers come after the products, which the member came for. */}
      {phone && <AdvertCarousel />}
    </Stack>
  );
}
