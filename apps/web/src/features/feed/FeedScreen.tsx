import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useBranding } from '../../lib/branding';
import { FeedList } from './FeedList';

/** /recentrecognition: the whole feed, filtered and paged. */
export function FeedScreen() {
  const { programmeName } = useBranding();
  useDocumentTitle(`Recent recognition · ${programmeName}`);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Recent recognition
          </Title>
          <Text c="dimmed">Colleagues recognised across the business: react and join in.</Text>
        </div>
        <FeedList />
      </Stack>
    </Container>
  );
}
