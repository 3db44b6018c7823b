import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { API_SCOPES, SCOPES, type adminIntegrations, type ApiScope } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { AdminFormCard } from '../AdminFormCard';
import { AdminFields, ChecksField, FormErrorLine, useFormValues } from '../ui/fields';
import { StateBadge } from '../catalogue/StateBadge';
import { integrationQueries, useCreateTokenMutation, useRevokeTokenMutation } from './api';
import { SecretIssuingPage, type SecretPageText } from './SecretIssuingPage';
import { WRAPPING } from '../ui/buttons';

type Token = adminIntegrations.TApiToken;
const when = (i18n: I18n, iso: string | null) => (iso ? formatDateTime(iso) : i18n._(msg`never`));

const SCOPE_OPTIONS = API_SCOPES.map((s) => ({ value: s, label: `${SCOPES[s].label} (${s})` }));

function CreateToken({ onCreated }: { onCreated: (secret: string) => void }) {
  const { values, set, reset } = useFormValues({
    name: '',
    scopes: [] as string[],
    days: 90 as number | string,
  });
  const { t } = useLingui();
  const create = useCreateTokenMutation({
    onDone: (r) => {
      onCreated(r.secret);
      reset({ name: '', scopes: [] });
    },
  });
  const submit = () =>
    create.mutate({
      name: values.name,
      scopes: values.scopes as ApiScope[],
      expiresInDays: Number(values.days) || 0,
    });
  const errors = create.fieldErrors;
  return (
    <AdminFormCard title={t`New token`} onSubmit={submit}>
      <Stack gap="sm">
        <AdminFields
          stacked
          fields={[
            {
              kind: 'text',
              name: 'name',
              label: msg`Name`,
              description: msg`Who or what uses it, e.g. “Data warehouse”`,
            },
          ]}
          values={values}
          set={set}
          errors={errors}
        />
        <ChecksField
          label={t`Scopes`}
          description={t`The token opens only these`}
          options={SCOPE_OPTIONS}
          value={values.scopes}
          onChange={(v) => set('scopes', v)}
          error={errors.scopes}
        />
        <AdminFields
          fields={[
            {
              kind: 'number',
              name: 'days',
              label: msg`Expires after (days)`,
              min: 1,
              max: 730,
              errorKey: 'expiresInDays',
              w: 200,
            },
          ]}
          values={values}
          set={set}
          errors={errors}
        />
        <FormErrorLine error={create.error} fieldErrors={errors} />
        <Group>
          <Button styles={WRAPPING} type="submit" mih={44} loading={create.isPending}>
            <Trans>Create token</Trans>
          </Button>
        </Group>
      </Stack>
    </AdminFormCard>
  );
}

function TokenUses({ id }: { id: number }) {
  const uses = useQuery(integrationQueries.tokenUses(id));
  const { i18n } = useLingui();
  if (!uses.data) return null;
  if (uses.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Not used yet.</Trans>
      </Text>
    );
  const total = uses.data.total;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        <Trans>Latest uses ({total} in all)</Trans>
      </Text>
      {uses.data.uses.map((u, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {when(i18n, u.at)} · {u.method} {u.path} · {u.outcome}
        </Text>
      ))}
    </Stack>
  );
}

function TokenCard({ token }: { token: Token }) {
  const [showUses, setShowUses] = useState(false);
  const { i18n, t } = useLingui();
  const name = token.name;
  const revoke = useRevokeTokenMutation(token.id, {
    success: () => [t`${name} can no longer be used.`, t`Token revoked`],
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: t`Revoke token`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>Revoke “{name}”? Every call made with it is refused from now on, on every server.</Trans>
        </Text>
      ),
      labels: { confirm: t`Revoke`, cancel: t`Keep it` },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => revoke.mutate(),
    });
  const expires = when(i18n, token.expiresAt);
  const lastUsed = when(i18n, token.lastUsedAt);
  const expiresLine = t`Expires ${expires} · last used ${lastUsed}`;
  const createdBy = token.createdBy;
  const status = token.status;
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
        <StateBadge tone={tone}>
          {t`${select(status, { active: 'active', expired: 'expired', revoked: 'revoked', other: `${status}` })}`}
        </StateBadge>
      </Group>
      <Group gap={6} mt="xs">
        {token.scopes.map((s) => (
          <Badge key={s} variant="light" color="gray" tt="none">
            {s}
          </Badge>
        ))}
      </Group>
      <Text size="sm" mt="xs">
        {expiresLine}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Made by {createdBy}; calls act as them.</Trans>
      </Text>
      <Group mt="sm" gap="sm">
        <Button styles={WRAPPING} variant="default" mih={44} onClick={() => setShowUses((v) => !v)}>
          {showUses ? <Trans>Hide uses</Trans> : <Trans>Show uses</Trans>}
        </Button>
        {token.status === 'active' && (
          <Button
            styles={WRAPPING}
            variant="default"
            color="red.9"
            mih={44}
            loading={revoke.isPending}
            onClick={confirm}
          >
            <Trans>Revoke</Trans>
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

const TOKENS_TEXT: SecretPageText = {
  title: msg`API tokens`,
  intro: msg`Scripts and systems call the API with Authorization: Bearer <token>. Each token opens only its scopes, is limited in calls per minute, and every use is logged.`,
  secretLabel: msg`Your new API token`,
  listTitle: msg`Tokens`,
  empty: msg`No tokens yet.`,
};

/** /admin/integrations/tokens: API tokens for the company's scripts and systems, scoped and shown once. */
export default function ApiTokensScreen() {
  const tokens = useQuery(integrationQueries.tokens());
  return (
    <SecretIssuingPage
      text={TOKENS_TEXT}
      query={tokens}
      form={(onCreated) => <CreateToken onCreated={onCreated} />}
      items={tokens.data?.tokens}
      itemKey={(t) => t.id}
      card={(t) => <TokenCard token={t} />}
    />
  );
}
