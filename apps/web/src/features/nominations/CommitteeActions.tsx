import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrophy } from '@tabler/icons-react';
import type { TNomination } from '@portal/contract';
import { useState } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import { activeLocale } from '../../lib/i18n/active-locale';
import { isolated, numberFormat } from '../../lib/i18n/intl-formats';
import { SOURCE_LOCALE } from '../../lib/i18n/locales';
import { useAwardNominationMutation, useRateNominationMutation } from './api';
import { starLabel } from './status-filter';
import { ProblemAlert } from '../../components/ProblemAlert';

const AVERAGE: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** An average rating (3.5) as English has always shown it, in another language's own digits and comma. */
function formatNumber(value: number, locale = activeLocale.get()): string {
  if (locale === SOURCE_LOCALE || locale === 'en-XA') return String(value);
  return isolated(numberFormat(locale, AVERAGE).format(value), locale);
}

/**
 * For a quarterly candidate: the committee member's own rating (changeable until the quarter
 * closes) and the cluster admin's winner mark, with the committee's ratings so far.
 */
export function CommitteeActions({
  nom,
  roles,
  onDone,
}: {
  nom: TNomination;
  roles: readonly string[];
  onDone(): void;
}) {
  const { t } = useLingui();
  const [rating, setRating] = useState(nom.myRating);
  const [error, setError] = useState('');
  const rate = useRateNominationMutation(nom.nomId);
  const award = useAwardNominationMutation(nom.nomId);

  async function run(action: () => Promise<{ result: string }>, title: string) {
    setError('');
    try {
      const res = await action();
      notifications.show({ color: 'green', title, message: res.result, withBorder: true });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      setError(formErrorText(err));
    }
  }

  const closed = nom.quarterClosed;
  const average = formatNumber(nom.ratingAverage);
  const { quarter, ratingCount: count } = nom;
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Quarterly award · {quarter}</Trans>
      </Text>
      <Text size="sm">
        {t`Committee ratings: ${count}`}
        {nom.ratingCount > 0 && ` · ${t`average ${average} out of 5`}`}
        {nom.awardStatus === 'W' && ` · ${t`marked as a winner`}`}
        {closed && ` · ${t`the quarter is closed`}`}
      </Text>
      {error && <ProblemAlert>{error}</ProblemAlert>}
      {roles.includes('cc') && !closed && (
        <Group gap="sm" align="center">
          <Text size="sm" id={`cc-rating-${nom.nomId}`}>
            <Trans>Your committee rating</Trans>
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            aria-labelledby={`cc-rating-${nom.nomId}`}
            getSymbolLabel={starLabel}
          />
          <Button
            className="button-wraps"
            size="sm"
            disabled={rating < 1}
            loading={rate.isPending}
            onClick={() => void run(() => rate.mutateAsync(rating), t`Rating`)}
          >
            {nom.ratingIsDone ? <Trans>Update rating</Trans> : <Trans>Save rating</Trans>}
          </Button>
        </Group>
      )}
      {roles.includes('ca') && !closed && (
        <Button
          className="button-wraps"
          variant={nom.awardStatus === 'W' ? 'default' : 'filled'}
          color="grape"
          leftSection={<IconTrophy size={18} aria-hidden />}
          loading={award.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            void run(() => award.mutateAsync(nom.awardStatus === 'W' ? '' : 'W'), t`Quarterly award`)
          }
        >
          {nom.awardStatus === 'W' ? <Trans>Remove winner mark</Trans> : <Trans>Mark as winner</Trans>}
        </Button>
      )}
    </Stack>
  );
}
