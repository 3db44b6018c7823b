import { useLingui } from '@lingui/react/macro';
import { Container, Paper, Skeleton, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { ContentBody } from '../../components/content/ContentBody';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { useContent } from '../../components/content/use-content';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { useMarkPointsSeen } from '../../lib/first-steps';

/**
 * A content page as a screen: /about, or /{contentKey} for logged-in members. The catch-all route
 * matches any mistyped address, so a key the server does not know is "Page not found"; only a
 * page that exists but fails to load says "Error retrieving content".
 */
export function ContentPage({ contentKey }: { contentKey: string }) {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  const { data, error, isError } = useContent(contentKey);
  const missing = error instanceof ApiError && error.status === 404;
  const heading = data?.title ?? (isError ? t`Content unavailable` : undefined);
  // The page's own title is the admin's words, shown as written.
  const pageTitle = missing ? t`Page not found` : (heading ?? t`Loading`);
  useDocumentTitle(`${pageTitle} · ${programmeName}`);
  if (missing) return <NotFoundScreen />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {heading ? (
          <Title order={1} size="h2" mb="md">
            {heading}
          </Title>
        ) : (
          <Skeleton height={32} width="60%" mb="md" aria-hidden />
        )}
        <ContentBody contentKey={contentKey} />
      </Paper>
    </Container>
  );
}

/** The catch-all route: the key is the whole path segment. */
export default function ContentPageScreen() {
  const { contentKey = '' } = useParams();
  // Opening How it Works is a new member's "see how points work" step.
  useMarkPointsSeen(contentKey === CONTENT_KEYS.howItWorks);
  return <ContentPage key={contentKey} contentKey={contentKey} />;
}
