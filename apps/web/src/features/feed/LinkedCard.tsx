import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { DARK_TITLE } from '../../components/alert-styles';
import { formErrorText } from '../../lib/api';
import { feedQueries } from './api';
import { FeedCard } from './FeedCard';
import classes from './feed.module.css';

/** The recognition id a link names (`?recognition=…`), or null when there is none or it is not one. */
export function linkedRecognitionId(search: URLSearchParams): number | null {
  const raw = search.get('recognition');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The card a notification, e-mail or push links to, loaded on its own and shown first, marked
 * and scrolled to, however far down the feed it is; focus moves to it so a screen reader starts
 * there. A card that does not exist says so instead of showing another.
 */
export function LinkedCard({ recognitionId }: { recognitionId: number }) {
  const { t } = useLingui();
  const query = useQuery(feedQueries.item(recognitionId));
  const section = useRef<HTMLElement>(null);
  const loaded = query.data?.item.recognitionId;
  useEffect(() => {
    if (loaded === undefined) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [loaded]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="yellow" title={t`This recognition cannot be shown`} styles={DARK_TITLE}>
        {formErrorText(query.error)}
      </Alert>
    );
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="linked-card-heading"
      className={classes.linked}
      data-linked-recognition={recognitionId}
    >
      <Text id="linked-card-heading" fw={600} size="sm" mb="xs">
        <Trans>The recognition you followed</Trans>
      </Text>
      <FeedCard item={query.data.item} />
    </section>
  );
}
