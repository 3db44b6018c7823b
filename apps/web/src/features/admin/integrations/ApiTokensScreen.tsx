import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { API_SCOPES, SCOPES, adminIntegrations, type ApiScope } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminFormCard } from '../AdminFormCard';
import { AdminPage } from '../AdminPage';
import { StateBadge } from '../catalogue/StateBadge';
import { SecretOnce } from './SecretOnce';

type Token = adminIntegrations.TApiToken;
export const TOKENS_KEY = ['admin', 'apitokens'] as const;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'never');

function CreateToken({ onCreated }: { onCreated: (secret: string) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [days, setDays] = useState<number | string>(90);
  const create = useMutation({
    mutationFn: () =>
      callApi(adminIntegrations.apitokencreate, {
        name,
        scopes: scopes as ApiScope[],
        expiresInDays: Number(days) || 0,
      }),
    onSuccess: (r) => {
      onCreated(r.secret);
      setName('');
      setScopes([]);
      void client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const errors = create.error ? formErrorsOf(create.error) : {};
  return (
    <AdminFormCard title="New token" onSubmit={() => create.mutate()}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="Who or what uses it, e.g. “Data warehouse”"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Checkbox.Group
          label="Scopes"
          description="The token opens only these"
          value={scopes}
          onChange={setScopes}
          error={errors.scopes}
        >
          <Stack gap="xs" mt={6}>
            {API_SCOPES.map((s) => (
              <Checkbox
                key={s}
                value={s}
                label={`${SCOPES[s].label} (${s})`}
                styles={{ body: { minHeight: 44, alignItems: 'center' } }}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <NumberInput
          label="Expires after (days)"
          value={days}
          onChange={setDays}
          min={1}
          max={730}
          allowDecimal={false}
          error={errors.expiresInDays}
          w={{ base: '100%', xs: 200 }}
        />
        {create.error && !Object.keys(errors).length && (
          <Text c="red" size="sm">
            {formErrorText(create.error)}
          </Text>
        )}
        <Group>
          <Button type="submit" mih={44} loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </AdminFormCard>
  );
}

function TokenUses({ id }: { id: number }) {
  const uses = useQuery({
    queryKey: [...TOKENS_KEY, 'uses', id],
    queryFn: () => callApi(adminIntegrations.apitokenuses, { id, pageSize: 20 }),
  });
  if (!uses.data) return null;
  if (uses.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        Not used yet.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Latest uses ({uses.data.total} in all)
      </Text>
      {uses.data.uses.map((u, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {when(u.at)} · {u.method} {u.path} · {u.outcome}
        </Text>
      ))}
    </Stack>
  );
}

function TokenCard({ token }: { token: Token }) {
  const client = useQueryClient();
  const [showUses, setShowUses] = useState(false);
  const revoke = useMutation({
    mutationFn: () => callApi(adminIntegrations.apitokenrevoke, { id: token.id }),
    onSuccess: () => {
      notifySuccess(`${token.name} can no longer be used.`, 'Token revoked');
      void client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Revoke token',
      centered: true,
      children: (
        <Text size="sm">
          Revoke “{token.name}”? Every call made with it is refused from now on, on every server.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => revoke.mutate(),
    });
  const tone = token.status === 'active' ? 'good' : token.status === 'revoked' ? 'warn' : 'off';
  return (
    <Paper withBorder radius="md" p="md" data-testid="token-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {token.name}
          </Title>
          <Text size="sm" c="dimmed" ff="monospace">
            {token.hint}…
          </Text>
        </div>
        <StateBadge tone={tone}>{token.status}</StateBadge>
      </Group>
      <Group gap={6} mt="xs">
        {token.scopes.map((s) => (
          <Badge key={s} variant="light" color="gray" tt="none">
            {s}
          </Badge>
        ))}
      </Group>
      <Text size="sm" mt="xs">
        Expires {when(token.expiresAt)} · last used {when(token.lastUsedAt)}
      </Text>
      <Text size="sm" c="dimmed">
        Made by {token.createdBy}; calls act as them.
      </Text>
      <Group mt="sm" gap="sm">
        <Button variant="default" mih={44} onClick={() => setShowUses((v) => !v)}>
          {showUses ? 'Hide uses' : 'Show uses'}
        </Button>
        {token.status === 'active' && (
          <Button variant="default" color="red.9" mih={44} loading={revoke.isPending} onClick={confirm}>
            Revoke
          </Button>
        )}
      </Group>
      {showUses && (
        <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
          <TokenUses id={token.id} />
        </Paper>
      )}
    </Paper>
  );
}

/** /admin/integrations/tokens: API tokens for the company's scripts and systems, scoped and shown once. */
export default function ApiTokensScreen() {
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: () => callApi(adminIntegrations.apitokens, {}) });
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <AdminPage
      title="API tokens"
      intro="Scripts and systems call the API with Authorization: Bearer <token>. Each token opens only its scopes, is limited in calls per minute, and every use is logged."
      loading={tokens.isPending}
      error={tokens.error}
    >
      {secret && <SecretOnce label="Your new API token" secret={secret} onDone={() => setSecret(null)} />}
      <CreateToken onCreated={setSecret} />
      <Title order={2} size="h4">
        Tokens
      </Title>
      {tokens.data?.tokens.length === 0 && <Text c="dimmed">No tokens yet.</Text>}
      <Stack gap="sm">
        {tokens.data?.tokens.map((t) => (
          <TokenCard key={t.id} token={t} />
        ))}
      </Stack>
    </AdminPage>
  );
}
