import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formErrorText } from '../../lib/api';
import { useDownloadMyDataMutation } from './api';

/** "Your data": the member downloads everything the portal holds about them. */
export function MyDataCard() {
  const download = useDownloadMyDataMutation();
  return (
    <Card component="section" aria-labelledby="my-data-title" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h3" id="my-data-title" mb="xs">
        <Trans>Your data</Trans>
      </Title>
      <Text c="dimmed" mb="md">
        <Trans>
          Download everything the portal holds about you — your profile, recognitions, nominations, orders,
          statements, pictures and the messages we sent you — as a ZIP file of spreadsheets (CSV) and JSON.
        </Trans>
      </Text>
      <Group>
        <Button
          variant="default"
          mih={44}
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
        >
          <Trans>Download my data</Trans>
        </Button>
      </Group>
      {download.error && (
        <Text c="red" mt="sm">
          {formErrorText(download.error)}
        </Text>
      )}
    </Card>
  );
}
