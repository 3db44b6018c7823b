import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { WEBHOOK_EVENTS, adminIntegrations, type WebhookEvent } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminFormCard } from '../AdminFormCard';
import { AdminPage } from '../AdminPage';
import { StateBadge } from '../catalogue/StateBadge';
import { SecretOnce } from './SecretOnce';

type Endpoint = adminIntegrations.TWebhookEndpoint;
type Delivery = adminIntegrations.TWebhookDelivery;
const KEY = ['admin', 'webhooks'] as const;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function EventChoice({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  return (
    <Checkbox.Group label="Events" value={value} onChange={onChange} error={error}>
      <Group gap="xs" mt={6}>
        {WEBHOOK_EVENTS.map((e) => (
          <Checkbox
            key={e}
            value={e}
            label={e}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            w={{ base: '100%', xs: 220 }}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function AddEndpoint({ onCreated }: { onCreated: (secret: string) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const create = useMutation({
    mutationFn: () =>
      callApi(adminIntegrations.webhookcreate, { name, url, events: events as WebhookEvent[] }),
    onSuccess: (r) => {
      onCreated(r.secret);
      setName('');
      setUrl('');
      setEvents([]);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const errors = create.error ? formErrorsOf(create.error) : {};
  return (
    <AdminFormCard title="Add an endpoint" onSubmit={() => create.mutate()}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Address"
          placeholder="https://hr.example.com/hooks/recognition"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
        />
        <EventChoice value={events} onChange={setEvents} error={errors.events} />
        {create.error && !Object.keys(errors).length && (
          <Text c="red" size="sm">
            {formErrorText(create.error)}
          </Text>
        )}
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
  const client = useQueryClient();
  const [status, setStatus] = useState<'all' | 'pending' | 'sent' | 'failed'>('all');
  const list = useQuery({
    queryKey: [...KEY, 'deliveries', endpoint.id, status],
    queryFn: () =>
      callApi(adminIntegrations.webhookdeliveries, { endpointId: endpoint.id, status, pageSize: 20 }),
  });
  const resend = useMutation({
    mutationFn: (deliveryId: number) => callApi(adminIntegrations.webhookresend, { deliveryId }),
    onSuccess: () => {
      notifySuccess('The delivery will be sent again in a moment.', 'Sending again');
      void client.invalidateQueries({ queryKey: KEY });
    },
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
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(adminIntegrations.webhookupdate, {
        id: endpoint.id,
        name: endpoint.name,
        url: endpoint.url,
        events: endpoint.events,
        enabled,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
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

/** /admin/integrations/webhooks: endpoints that receive signed events, with their delivery logs. */
export default function WebhooksScreen() {
  const list = useQuery({ queryKey: KEY, queryFn: () => callApi(adminIntegrations.webhooks, {}) });
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <AdminPage
      title="Webhooks"
      intro="Events go to each endpoint signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature), retried with backoff when the receiver is down."
      loading={list.isPending}
      error={list.error}
    >
      {secret && (
        <SecretOnce label="The endpoint’s signing secret" secret={secret} onDone={() => setSecret(null)} />
      )}
      <AddEndpoint onCreated={setSecret} />
      <Title order={2} size="h4">
        Endpoints
      </Title>
      {list.data?.endpoints.length === 0 && <Text c="dimmed">No endpoints yet.</Text>}
      <Stack gap="sm">
        {list.data?.endpoints.map((e) => (
          <EndpointCard key={e.id} endpoint={e} />
        ))}
      </Stack>
    </AdminPage>
  );
}
