import { msg, plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { WEBHOOK_EVENTS, type adminIntegrations, type WebhookEvent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, ChecksField, FormErrorLine, useFormValues } from '../ui/fields';
import { StateBadge } from '../catalogue/StateBadge';
import {
  integrationQueries,
  useCreateWebhookMutation,
  useResendDeliveryMutation,
  useSwitchWebhookMutation,
  type DeliveryFilter,
} from './api';
import { SecretIssuingPage, type SecretPageText } from './SecretIssuingPage';
import { SecretsKeyMissing } from './SecretsKeyMissing';
import { WRAPPING } from '../ui/buttons';

type Endpoint = adminIntegrations.TWebhookEndpoint;
type Delivery = adminIntegrations.TWebhookDelivery;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }));

function AddEndpoint({ onCreated }: { onCreated: (secret: string) => void }) {
  const { values, set, reset } = useFormValues({ name: '', url: '', events: [] as string[] });
  const { t } = useLingui();
  const create = useCreateWebhookMutation({
    onDone: (r) => {
      onCreated(r.secret);
      reset({ name: '', url: '', events: [] });
    },
  });
  const submit = () =>
    create.mutate({ name: values.name, url: values.url, events: values.events as WebhookEvent[] });
  const errors = create.fieldErrors;
  return (
    <AdminFormCard title={t`Add an endpoint`} onSubmit={submit}>
      <Stack gap="sm">
        <AdminFields
          stacked
          fields={[
            { kind: 'text', name: 'name', label: msg`Name` },
            {
              kind: 'text',
              name: 'url',
              label: msg`Address`,
              placeholder: 'https://hr.example.com/hooks/recognition',
              type: 'url',
            },
          ]}
          values={values}
          set={set}
          errors={errors}
        />
        <ChecksField
          label={t`Events`}
          options={EVENT_OPTIONS}
          value={values.events}
          onChange={(v) => set('events', v)}
          error={errors.events}
          row
        />
        <FormErrorLine error={create.error} fieldErrors={errors} />
        <Group>
          <Button styles={WRAPPING} type="submit" mih={44} loading={create.isPending}>
            <Trans>Add endpoint</Trans>
          </Button>
        </Group>
      </Stack>
    </AdminFormCard>
  );
}

/** The filters of the delivery log. */
const DELIVERY_FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'pending', label: msg`Pending` },
  { value: 'sent', label: msg`Sent` },
  { value: 'failed', label: msg`Failed` },
] as const;

const tone = (s: Delivery['status']) => (s === 'sent' ? 'good' : s === 'failed' ? 'warn' : 'info');

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const [status, setStatus] = useState<DeliveryFilter>('all');
  const list = useQuery(integrationQueries.deliveries(endpoint.id, status));
  const { i18n, t } = useLingui();
  const statusOf = (status: Delivery['status']) =>
    t`${select(status, { pending: 'pending', sending: 'sending', sent: 'sent', failed: 'failed', other: `${status}` })}`;
  const facts = (d: Delivery) => {
    const tries = t`${plural(d.attempts, { one: '# try', other: '# tries' })}`;
    const next = when(d.nextAttemptAt);
    const delivered = when(d.sentAt);
    return [
      when(d.createdAt),
      tries,
      d.status === 'pending' && d.attempts > 0 ? t`next ${next}` : null,
      d.sentAt ? t`delivered ${delivered}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  const resend = useResendDeliveryMutation({
    success: () => [t`The delivery will be sent again in a moment.`, t`Sending again`],
  });
  return (
    <Stack gap="xs" mt="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        data={DELIVERY_FILTERS.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
        fullWidth
      />
      {list.data?.deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No deliveries.</Trans>
        </Text>
      )}
      {list.data?.deliveries.map((d) => (
        <Paper key={d.id} withBorder radius="sm" p="sm" data-testid="delivery">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {d.event}
            </Text>
            <StateBadge tone={tone(d.status)}>{statusOf(d.status)}</StateBadge>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {d.messageId}
          </Text>
          <Text size="sm">{facts(d)}</Text>
          {d.lastError && (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {d.lastError}
            </Text>
          )}
          {(d.status === 'failed' || d.status === 'sent') && (
            <Button
              styles={WRAPPING}
              variant="default"
              mih={44}
              mt="xs"
              loading={resend.isPending && resend.variables === d.id}
              onClick={() => resend.mutate(d.id)}
            >
              <Trans>Send again</Trans>
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const [open, setOpen] = useState(false);
  const toggle = useSwitchWebhookMutation(endpoint);
  const { pending, sent, failed } = endpoint.counts;
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid="endpoint-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {endpoint.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
        </div>
        <Switch
          checked={endpoint.enabled}
          onChange={(e) => toggle.mutate(e.currentTarget.checked)}
          label={endpoint.enabled ? t`On` : t`Off`}
          size="md"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
      </Group>
      <Text size="sm" mt="xs">
        {endpoint.events.join(', ')}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          {sent} delivered · {pending} waiting · {failed} failed
        </Trans>
      </Text>
      <Button styles={WRAPPING} variant="default" mih={44} mt="sm" onClick={() => setOpen((v) => !v)}>
        {open ? <Trans>Hide delivery log</Trans> : <Trans>Delivery log</Trans>}
      </Button>
      {open && <Deliveries endpoint={endpoint} />}
    </Paper>
  );
}

const WEBHOOKS_TEXT: SecretPageText = {
  title: msg`Webhooks`,
  intro: msg`Events go to each endpoint signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature), retried with backoff when the receiver is down.`,
  secretLabel: msg`The endpoint’s signing secret`,
  listTitle: msg`Endpoints`,
  empty: msg`No endpoints yet.`,
};

/** /admin/integrations/webhooks: endpoints that receive signed events, with their delivery logs. */
export default function WebhooksScreen() {
  const list = useQuery(integrationQueries.webhooks());
  return (
    <SecretIssuingPage
      text={WEBHOOKS_TEXT}
      query={list}
      form={(onCreated) => <AddEndpoint onCreated={onCreated} />}
      items={list.data?.endpoints}
      itemKey={(e) => e.id}
      card={(e) => <EndpointCard endpoint={e} />}
      notice={list.data?.secretsKeyMissing ? <SecretsKeyMissing /> : null}
    />
  );
}
