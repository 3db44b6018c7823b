import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TFeedFilter } from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBranding } from '../../lib/branding';
import { FeedFilters } from './FeedFilters';
import { FeedList } from './FeedList';
import { LinkedCard, linkedRecognitionId } from './LinkedCard';

/** /recentrecognition: the whole feed, filtered and paged. */
export function FeedScreen() {
  const { programmeName } = useBranding();
  const [filter, setFilter] = useState<TFeedFilter>('everyone');
  const [search] = useSearchParams();
  const linked = linkedRecognitionId(search);
  const { t } = useLingui();
  useDocumentTitle(t`Recent recognition · ${programmeName}`);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Recent recognition</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Colleagues recognised across the business: react and join in.</Trans>
          </Text>
        </div>
        {linked !== null && <LinkedCard recognitionId={linked} />}
        <FeedFilters value={filter} onChange={setFilter} />
        <FeedList filter={filter} exclude={linked ?? undefined} />
      </Stack>
    </Container>
  );
}
