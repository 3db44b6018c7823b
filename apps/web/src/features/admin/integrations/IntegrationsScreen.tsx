import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import { AdminPage } from '../AdminPage';
import { useIntegrations } from './api';
import { FailedPosts } from './FailedPosts';
import { SlackCard } from './SlackCard';
import { TeamsCard } from './TeamsCard';
import { SecretsKeyMissing } from './SecretsKeyMissing';

/** /admin/integrations/chat: Slack and Microsoft Teams, and how their channel posts are doing. */
export default function IntegrationsScreen() {
  const query = useIntegrations();
  const data = query.data;
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Slack and Teams`}
      intro={t`Recognise from Slack and Microsoft Teams, and post new recognitions into their channels. Secrets are stored sealed and never shown again.`}
      query={query}
    >
      {data && (
        <Stack gap="md">
          {data.secretsKeyMissing && <SecretsKeyMissing />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SlackCard view={data.slack} />
            <TeamsCard view={data.teams} />
          </SimpleGrid>
          <FailedPosts data={data} />
        </Stack>
      )}
    </AdminPage>
  );
}
