import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { useBranding } from '../../lib/branding';
import { BasketView } from './BasketView';
import { CheckoutView } from './CheckoutView';
import { moneyFormatter } from './money';
import type { OrderPlacedState } from './OrderConfirmationScreen';
import { ShopView } from './ShopView';
import { useCategories, type CheckoutData } from './api';

/**
 * /rewards and /rewards/:urlParam: the rewards shop in its modes: loading, then
 * view; 'basket' in the URL (or the basket button) opens the basket; a successful order summary
 * opens checkout; Back returns from checkout to the basket and from the basket to the last
 * visited category; a placed order empties the basket and leads to the order's own page.
 */
export function ShopScreen() {
  const { programmeName } = useBranding();
  const { urlParam } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const categories = useCategories();
  const { t } = useLingui();
  // Checkout belongs to the visit of the basket it started from (the location key): any navigation,
  // even the menu's My Basket while checking out, returns to the basket.
  const [checkout, setCheckout] = useState<{ summary: CheckoutData; promoCode: string; key: string } | null>(
    null,
  );
  // What is typed in the promo code box, kept here so Back from checkout finds it still typed
  // in; an applied code is kept with the basket on the server.
  const [promoCode, setPromoCode] = useState('');
  const inBasket = urlParam === 'basket';
  const mode = !inBasket ? 'view' : checkout?.key === location.key ? 'checkout' : 'basket';
  useDocumentTitle(
    mode === 'view'
      ? t`Rewards · ${programmeName}`
      : mode === 'basket'
        ? t`My Basket · ${programmeName}`
        : t`Checkout · ${programmeName}`,
  );

  // Checkout is not a route of its own, so the router's scroll restoration does not cover it:
  // a new mode starts at the top, where its heading is.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    window.scrollTo({ top: 0 });
  }, [mode]);

  if (categories.isPending) return <PageLoader />;
  if (categories.isError) {
    return (
      <ScreenNotice heading={t`Rewards`} color="red">
        <Trans>Error retrieving category data</Trans>
      </ScreenNotice>
    );
  }
  const { inf } = categories.data;
  const money = moneyFormatter(inf);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {mode === 'view' && <ShopView data={categories.data} money={money} />}
      {mode === 'basket' && (
        <BasketView
          inf={inf}
          money={money}
          promoCode={promoCode}
          onPromoCode={setPromoCode}
          onBack={() => void navigate('/rewards')}
          onCheckout={(summary, promoCode) => setCheckout({ summary, promoCode, key: location.key })}
        />
      )}
      {mode === 'checkout' && checkout && (
        <CheckoutView
          inf={inf}
          money={money}
          summary={checkout.summary}
          promoCode={checkout.promoCode}
          onBack={() => setCheckout(null)}
          onPlaced={(orderNum) => {
            setCheckout(null);
            setPromoCode('');
            void navigate(`/orders/${orderNum}`, { state: { justPlaced: true } satisfies OrderPlacedState });
          }}
        />
      )}
    </Container>
  );
}
export default ShopScreen;
