import { Button, Group, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrophy } from '@tabler/icons-react';
import { nom as nomCalls, type TNomination } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi, formErrorText } from '../../lib/api';
import { starLabel } from './status-filter';
import { ProblemAlert } from '../../components/ProblemAlert';

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
  const [rating, setRating] = useState(nom.myRating);
  const [error, setError] = useState('');
  const rate = useMutation({
    mutationFn: (r: number) => callApi(nomCalls.nomrate, { nomId: nom.nomId, rating: r }),
  });
  const award = useMutation({
    mutationFn: (s: 'W' | '') => callApi(nomCalls.nomaward, { nomId: nom.nomId, awardStatus: s }),
  });

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
  return (
    <Stack gap="sm">
      <Text fw={600}>Quarterly award · {nom.quarter}</Text>
      <Text size="sm">
        Committee ratings: {nom.ratingCount}
        {nom.ratingCount > 0 && ` · average ${nom.ratingAverage} out of 5`}
        {nom.awardStatus === 'W' && ' · marked as a winner'}
        {closed && ' · the quarter is closed'}
      </Text>
      {error && <ProblemAlert>{error}</ProblemAlert>}
      {roles.includes('cc') && !closed && (
        <Group gap="sm" align="center">
          <Text size="sm" id={`cc-rating-${nom.nomId}`}>
            Your committee rating
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            aria-labelledby={`cc-rating-${nom.nomId}`}
            getSymbolLabel={starLabel}
          />
          <Button
            size="sm"
            disabled={rating < 1}
            loading={rate.isPending}
            onClick={() => void run(() => rate.mutateAsync(rating), 'Rating')}
          >
            {nom.ratingIsDone ? 'Update rating' : 'Save rating'}
          </Button>
        </Group>
      )}
      {roles.includes('ca') && !closed && (
        <Button
          variant={nom.awardStatus === 'W' ? 'default' : 'filled'}
          color="grape"
          leftSection={<IconTrophy size={18} aria-hidden />}
          loading={award.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            void run(() => award.mutateAsync(nom.awardStatus === 'W' ? '' : 'W'), 'Quarterly award')
          }
        >
          {nom.awardStatus === 'W' ? 'Remove winner mark' : 'Mark as winner'}
        </Button>
      )}
    </Stack>
  );
}
