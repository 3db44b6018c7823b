import { Container, Paper, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { useBranding } from '../../lib/branding';
import { ContentBody } from '../../components/content/ContentBody';
import { useContent } from '../../components/content/use-content';

/** A content page as a screen: /about, or /{contentKey} for logged-in members. */
export function ContentPage({ contentKey }: { contentKey: string }) {
  const { programmeName } = useBranding();
  const { data } = useContent(contentKey);
  useDocumentTitle(`${data?.title ?? 'Loading...'} · ${programmeName}`);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="md">
          {data?.title ?? 'Loading...'}
        </Title>
        <ContentBody contentKey={contentKey} />
      </Paper>
    </Container>
  );
}

/** The catch-all route: the key is the whole path segment. */
export default function ContentPageScreen() {
  const { contentKey = '' } = useParams();
  return <ContentPage key={contentKey} contentKey={contentKey} />;
}
