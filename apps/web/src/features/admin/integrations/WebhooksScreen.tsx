import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { WEBHOOK_EVENTS, adminIntegrations, type WebhookEvent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { callApi } from '../../../lib/api';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, ChecksField, FormErrorLine, useFormValues } from '../ui/fields';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { StateBadge } from '../catalogue/StateBadge';
import { integrationKeys, integrationQueries, type DeliveryFilter } from './api';
import { SecretIssuingPage, type SecretPageText } from './SecretIssuingPage';
import { SecretsKeyMissing } from './SecretsKeyMissing';

type Endpoint = adminIntegrations.TWebhookEndpoint;
type Delivery = adminIntegrations.TWebhookDelivery;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }));

function AddEndpoint({ onCreated }: { onCreated: (secret: string) => void }) {
  const { values, set, reset } = useFormValues({ name: '', url: '', events: [] as string[] });
  const create = useAdminMutation({
    mutationFn: () =>
      callApi(adminIntegrations.webhookcreate, {
        name: values.name,
        url: values.url,
        events: values.events as WebhookEvent[],
      }),
    invalidate: [integrationKeys.webhooks],
    onDone: (r) => {
      onCreated(r.secret);
      reset({ name: '', url: '', events: [] });
    },
  });
  const errors = create.fieldErrors;
  return (
    <AdminFormCard title="Add an endpoint" onSubmit={() => create.mutate()}>
      <Stack gap="sm">
        <AdminFields
          stacked
          fields={[
            { kind: 'text', name: 'name', label: 'Name' },
            {
              kind: 'text',
              name: 'url',
              label: 'Address',
              placeholder: 'https://hr.example.com/hooks/recognition',
              type: 'url',
            },
          ]}
          values={values}
          set={set}
          errors={errors}
        />
        <ChecksField
          label="Events"
          options={EVENT_OPTIONS}
          value={values.events}
          onChange={(v) => set('events', v)}
          error={errors.events}
          row
        />
        <FormErrorLine error={create.error} fieldErrors={errors} />
        <Group>
          <Button type="submit" mih={44} loading={create.isPending}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </AdminFormCard>
  );
}

const tone = (s: Delivery['status']) => (s === 'sent' ? 'good' : s === 'failed' ? 'warn' : 'info');

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const [status, setStatus] = useState<DeliveryFilter>('all');
  const list = useQuery(integrationQueries.deliveries(endpoint.id, status));
  const resend = useAdminMutation({
    mutationFn: (deliveryId: number) => callApi(adminIntegrations.webhookresend, { deliveryId }),
    invalidate: [integrationKeys.webhooks],
    success: () => ['The delivery will be sent again in a moment.', 'Sending again'],
  });
  return (
    <Stack gap="xs" mt="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        data={['all', 'pending', 'sent', 'failed'].map((v) => ({
          value: v,
          label: v[0]!.toUpperCase() + v.slice(1),
        }))}
        fullWidth
      />
      {list.data?.deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          No deliveries.
        </Text>
      )}
      {list.data?.deliveries.map((d) => (
        <Paper key={d.id} withBorder radius="sm" p="sm" data-testid="delivery">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {d.event}
            </Text>
            <StateBadge tone={tone(d.status)}>{d.status}</StateBadge>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {d.messageId}
          </Text>
          <Text size="sm">
            {when(d.createdAt)} · {d.attempts} {d.attempts === 1 ? 'try' : 'tries'}
            {d.status === 'pending' && d.attempts > 0 ? ` · next ${when(d.nextAttemptAt)}` : ''}
            {d.sentAt ? ` · delivered ${when(d.sentAt)}` : ''}
          </Text>
          {d.lastError && (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {d.lastError}
            </Text>
          )}
          {(d.status === 'failed' || d.status === 'sent') && (
            <Button
              variant="default"
              mih={44}
              mt="xs"
              loading={resend.isPending && resend.variables === d.id}
              onClick={() => resend.mutate(d.id)}
            >
              Send again
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const [open, setOpen] = useState(false);
  const toggle = useAdminMutation({
    mutationFn: (enabled: boolean) =>
      callApi(adminIntegrations.webhookupdate, {
        id: endpoint.id,
        name: endpoint.name,
        url: endpoint.url,
        events: endpoint.events,
        enabled,
      }),
    invalidate: [integrationKeys.webhooks],
  });
  const { pending, sent, failed } = endpoint.counts;
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
          label={endpoint.enabled ? 'On' : 'Off'}
          size="md"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
      </Group>
      <Text size="sm" mt="xs">
        {endpoint.events.join(', ')}
      </Text>
      <Text size="sm" c="dimmed">
        {sent} delivered · {pending} waiting · {failed} failed
      </Text>
      <Button variant="default" mih={44} mt="sm" onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide delivery log' : 'Delivery log'}
      </Button>
      {open && <Deliveries endpoint={endpoint} />}
    </Paper>
  );
}

const WEBHOOKS_TEXT: SecretPageText = {
  title: 'Webhooks',
  intro:
    'Events go to each endpoint signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature), retried with backoff when the receiver is down.',
  secretLabel: 'The endpoint’s signing secret',
  listTitle: 'Endpoints',
  empty: 'No endpoints yet.',
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
