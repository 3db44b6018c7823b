import { Anchor, Button, Code, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { AdminPage } from '../AdminPage';
import { integrationQueries } from './api';

/** /admin/integrations/scim: where the identity provider connects, and how to set up Entra ID and Okta. */
export default function ScimScreen() {
  const tokens = useQuery(integrationQueries.tokens());
  const scimTokens = (tokens.data?.tokens ?? []).filter(
    (t) => t.scopes.includes('scim') && t.status === 'active',
  );
  const base = `${window.location.origin}/scim/v2`;
  return (
    <AdminPage
      title="SCIM provisioning"
      intro="Your identity provider creates, updates and deactivates members here. A deactivated member is a leaver, exactly as in the HR file; groups are divisions."
      query={tokens}
    >
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Tenant URL
        </Title>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {base}
        </Code>
        <CopyButton value={base}>
          {({ copied, copy }) => (
            <Button variant="default" mih={44} mt="sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy address'}
            </Button>
          )}
        </CopyButton>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Secret token
        </Title>
        {scimTokens.length ? (
          <Stack gap={4}>
            {scimTokens.map((t) => (
              <Text key={t.id} size="sm">
                {t.name} ({t.hint}…), expires {formatDateTime(t.expiresAt)}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No active token has the SCIM scope yet.</Text>
        )}
        <Group mt="sm">
          <Button component={Link} to="/admin/integrations/tokens" variant="default" mih={44}>
            Make a token with the SCIM scope
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Microsoft Entra ID
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>Enterprise applications → New application → Create your own (non-gallery).</List.Item>
          <List.Item>
            Provisioning → Automatic: Tenant URL above, Secret token from a SCIM token; Test connection.
          </List.Item>
          <List.Item>
            Mappings: map <Code>employeeId</Code> to <Code>employeeNumber</Code> (the member number the HR
            file uses) and <Code>department</Code> to the division.
          </List.Item>
        </List>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Okta
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Applications → Create App Integration → SAML or SWA, then Provisioning → SCIM.
          </List.Item>
          <List.Item>
            SCIM connector base URL above, unique identifier <Code>userName</Code>, authentication “HTTP
            Header” with the token.
          </List.Item>
          <List.Item>
            Enable Create Users, Update User Attributes and Deactivate Users; push groups to set divisions.
          </List.Item>
        </List>
      </Paper>
      <Text size="sm" c="dimmed">
        Details:{' '}
        <Anchor href="/api/openapi.json" underline="always">
          the API description
        </Anchor>{' '}
        and the README’s set-up guide.
      </Text>
    </AdminPage>
  );
}
