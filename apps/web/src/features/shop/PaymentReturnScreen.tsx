import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DARK_TITLE } from '../../components/alert-styles';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import type { OrderPlacedState } from './OrderConfirmationScreen';
import { refreshAfterOrder, useCancelCardPayment, useCardPayment } from './api';
import { ProblemAlert } from '../../components/ProblemAlert';

/**
 * /rewards/payment/:paymentId: where the provider sends the member back. The browser's return
 * decides nothing: this page asks the portal, which waits for the provider's own confirmation
 * (webhook, notify or query). Coming back with `cancelled` gives the payment up first.
 */
export function PaymentReturnScreen() {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Card payment · ${programmeName}`);
  const paymentId = Number(useParams().paymentId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cancel = useCancelCardPayment();
  const wantsCancel = params.get('cancelled') === '1';
  const cancelAsked = useRef(false);
  const valid = Number.isSafeInteger(paymentId) && paymentId > 0;
  const payment = useCardPayment(paymentId, valid && (!wantsCancel || cancel.isSuccess || cancel.isError));

  useEffect(() => {
    if (!valid || !wantsCancel || cancelAsked.current) return;
    cancelAsked.current = true;
    cancel.mutate(paymentId);
  }, [valid, wantsCancel, paymentId, cancel]);

  const data = payment.data;
  useEffect(() => {
    if (data?.status !== 'paid' || !data.orderNum) return;
    refreshAfterOrder(client);
    void navigate(`/orders/${data.orderNum}`, {
      replace: true,
      state: { justPlaced: true } satisfies OrderPlacedState,
    });
  }, [data, client, navigate]);

  /** What the payment was for: the card's amount and the points held beside it. */
  const cardPart = ({ moneyText, points, paymentId }: NonNullable<typeof data>) =>
    t`${moneyText} by card and ${plural(points, { one: '# point', other: '# points' })}, payment #${paymentId}.`;

  const error = payment.error ?? cancel.error;
  const waiting = !error && (!data || data.status === 'pending' || data.status === 'paid');

  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }}>
      <Card>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconCreditCard size={24} aria-hidden />
            <Title order={1} size="h3">
              <Trans>Card payment</Trans>
            </Title>
          </Group>
          {!valid ? (
            <Text>
              <Trans>That payment does not exist.</Trans>
            </Text>
          ) : error ? (
            <ProblemAlert>{formErrorText(error)}</ProblemAlert>
          ) : waiting ? (
            <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
              <Loader size="sm" />
              <Text>{data?.message ?? t`Checking your payment…`}</Text>
            </Group>
          ) : (
            <Alert color="yellow" variant="light" title={t`Please note:`} styles={DARK_TITLE} role="alert">
              {data?.message}
            </Alert>
          )}
          {data && data.status !== 'paid' && (
            <Text size="sm" c="dimmed">
              {cardPart(data)}
            </Text>
          )}
          {!waiting && (
            <Group grow>
              <Button
                component={Link}
                to="/rewards/basket"
                variant="light"
                size="md"
                className="button-wraps"
              >
                <Trans>Back to basket</Trans>
              </Button>
              <Button component={Link} to="/orders" variant="subtle" size="md" className="button-wraps">
                <Trans>My orders</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
export default PaymentReturnScreen;
