import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Collapse, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TProduct } from '@portal/contract';
import { IconChevronDown, IconPhoneCall, IconShoppingCartPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNav } from '../../lib/nav-context';
import { brandAndModel } from './brand-model';
import { featuresHtml } from './fab';
import { ProductImage } from './ProductImage';
import classes from './shop.module.css';

/**
 * How a product is got: Add to basket, or the call-us notice for one ordered by phone. On the
 * product's card and its own page.
 */
export function ProductAction({
  product,
  adding,
  onAdd,
  describedBy,
}: {
  product: TProduct;
  adding: boolean;
  onAdd(product: TProduct): void;
  /** The product's title, so "Add to basket" says which product. */
  describedBy: string;
}) {
  const { isAvailable } = useNav();
  if (product.noBasket === 'N') {
    return (
      <div className={classes.callUs}>
        <IconPhoneCall size={16} aria-hidden />
        <Text size="sm">
          {isAvailable({ to: '/contactus' }) ? (
            <Trans>
              This item is ordered by phone: please{' '}
              <Anchor component={Link} to="/contactus" inherit>
                call us
              </Anchor>{' '}
              to order it.
            </Trans>
          ) : (
            <Trans>This item is ordered by phone: please call us to order it.</Trans>
          )}
        </Text>
      </div>
    );
  }
  return (
    <Button
      fullWidth
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      classNames={{ root: classes.addButton, section: classes.addIcon, label: classes.addLabel }}
      loading={adding}
      onClick={() => onAdd(product)}
      aria-describedby={describedBy}
    >
      <Trans>Add to basket</Trans>
    </Button>
  );
}

/**
 * One product of the list: image, one title, the brand and model once, the price, the features
 * blurb behind Details, and how to get it.
 */
export function ProductCard({
  product,
  money,
  adding,
  onAdd,
}: {
  product: TProduct;
  money: (value: number) => string;
  adding: boolean;
  onAdd(product: TProduct): void;
}) {
  const { t } = useLingui();
  const features = useMemo(() => featuresHtml(product.fAB), [product.fAB]);
  const name = product.description;
  // The blurb often says the title, brand and model again: it waits behind Details.
  const [opened, details] = useDisclosure(false);
  const brandModel = brandAndModel(product);
  const titleId = `product-${product.productId}`;
  return (
    <Card component="article" aria-labelledby={titleId} padding="md" className={classes.product}>
      {/* The picture opens the product's own page: a larger picture and the whole description. */}
      <Card.Section
        component={Link}
        to={`/rewards/product/${product.productId}`}
        aria-label={t`${name}: picture and full description`}
        className={classes.productImage}
      >
        <ProductImage imageFile={product.imageFile} height="var(--product-image-h)" />
      </Card.Section>
      <Stack gap={6} mt="md" className={classes.productBody}>
        <Title order={3} size="h5" id={titleId} className={classes.productTitle}>
          {product.description}
        </Title>
        {brandModel && (
          <Text size="sm" c="dimmed" data-testid="brand-model">
            {brandModel}
          </Text>
        )}
        <Group gap={8} align="baseline" wrap="wrap">
          <Text fw={800} size="lg" c="brand.8">
            {money(product.displayPrice)}
          </Text>
          {product.priceDescription && (
            <Text size="sm" c="dimmed">
              {product.priceDescription}
            </Text>
          )}
        </Group>
        {features && (
          <>
            <Button
              variant="subtle"
              size="sm"
              px={0}
              onClick={details.toggle}
              aria-expanded={opened}
              aria-controls={`${titleId}-details`}
              rightSection={
                <IconChevronDown size={16} aria-hidden className={opened ? classes.flipped : undefined} />
              }
              className={classes.detailsToggle}
            >
              <Trans>Details</Trans>
            </Button>
            <Collapse in={opened} id={`${titleId}-details`}>
              <Typography className={classes.features}>
                <div dangerouslySetInnerHTML={{ __html: features }} />
              </Typography>
            </Collapse>
          </>
        )}
      </Stack>
      <div className={classes.productAction}>
        <ProductAction product={product} adding={adding} onAdd={onAdd} describedBy={titleId} />
      </div>
    </Card>
  );
}
