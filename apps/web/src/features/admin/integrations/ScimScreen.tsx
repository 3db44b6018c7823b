import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Code, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { AdminPage } from '../AdminPage';
import { integrationQueries } from './api';
import { WRAPPING } from '../ui/buttons';

/** A product's name, the same in every language. */
const ENTRA_ID = 'Microsoft Entra ID';

/** /admin/integrations/scim: where the identity provider connects, and how to set up Entra ID and Okta. */
export default function ScimScreen() {
  const tokens = useQuery(integrationQueries.tokens());
  const scimTokens = (tokens.data?.tokens ?? []).filter(
    (token) => token.scopes.includes('scim') && token.status === 'active',
  );
  const base = `${window.location.origin}/scim/v2`;
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`SCIM provisioning`}
      intro={t`Your identity provider creates, updates and deactivates members here. A deactivated member is a leaver, exactly as in the HR file; groups are divisions.`}
      query={tokens}
    >
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          <Trans>Tenant URL</Trans>
        </Title>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {base}
        </Code>
        <CopyButton value={base}>
          {({ copied, copy }) => (
            <Button styles={WRAPPING} variant="default" mih={44} mt="sm" onClick={copy}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy address</Trans>}
            </Button>
          )}
        </CopyButton>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          <Trans>Secret token</Trans>
        </Title>
        {scimTokens.length ? (
          <Stack gap={4}>
            {scimTokens.map((token) => {
              const { name, hint } = token;
              const expires = formatDateTime(token.expiresAt);
              return (
                <Text key={token.id} size="sm">
                  <Trans>
                    {name} ({hint}…), expires {expires}
                  </Trans>
                </Text>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm">
            <Trans>No active token has the SCIM scope yet.</Trans>
          </Text>
        )}
        <Group mt="sm">
          <Button
            styles={WRAPPING}
            component={Link}
            to="/admin/integrations/tokens"
            variant="default"
            mih={44}
          >
            <Trans>Make a token with the SCIM scope</Trans>
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {ENTRA_ID}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>Enterprise applications → New application → Create your own (non-gallery).</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Provisioning → Automatic: Tenant URL above, Secret token from a SCIM token; Test connection.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Mappings: map <Code>employeeId</Code> to <Code>employeeNumber</Code> (the member number the HR
              file uses) and <Code>department</Code> to the division.
            </Trans>
          </List.Item>
        </List>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Okta
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>Applications → Create App Integration → SAML or SWA, then Provisioning → SCIM.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              SCIM connector base URL above, unique identifier <Code>userName</Code>, authentication “HTTP
              Header” with the token.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Enable Create Users, Update User Attributes and Deactivate Users; push groups to set divisions.
            </Trans>
          </List.Item>
        </List>
      </Paper>
      <Text size="sm" c="dimmed">
        <Trans>
          Details:{' '}
          <Anchor href="/api/openapi.json" underline="always">
            the API description
          </Anchor>{' '}
          and the README’s set-up guide.
        </Trans>
      </Text>
    </AdminPage>
  );
}
