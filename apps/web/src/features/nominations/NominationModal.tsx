import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Divider, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  isQuarterlyEligible,
  LIMITS,
  REVIEW_CARD_ONLY_TEXT,
  rewardForRating,
  type ReviewRewardScale,
  type TNomination,
} from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useState } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { formatDateTime } from '../../lib/dates';
import { formatPoints } from '../../lib/format';
import { useReviewNominationMutation } from './api';
import { CommitteeActions } from './CommitteeActions';
import { stageOf, starLabel } from './status-filter';
import classes from './nominations.module.css';
import { ProblemAlert } from '../../components/ProblemAlert';

export const SUBMIT_REVIEW_TITLE = msg`Submit Review`;

/**
 * The nomination in full, and what the viewer may do with it: the recorded manager reviews
 * (stars, the quarterly option above 3 with a motivation); the cluster committee rates and
 * the cluster admin marks winners (CommitteeActions). `onDone` follows a saved change, whose
 * mutation reads the list again.
 */
export function NominationModal({
  nom,
  roles,
  isReviewer,
  scale,
  onClose,
  onDone,
}: {
  nom: TNomination | null;
  roles: readonly string[];
  isReviewer: boolean;
  scale: ReviewRewardScale;
  onClose(): void;
  onDone(): void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useLingui();
  const nominee = nom?.nomineeMember;
  return (
    <Modal
      opened={nom !== null}
      onClose={onClose}
      title={nominee === undefined ? '' : t`Nomination of ${nominee}`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close the nomination` }}
    >
      {nom && (
        <Stack gap="md">
          <NominationDetails nom={nom} />
          <Divider />
          {nom.reviewIsDone ? (
            <ReviewSummary nom={nom} />
          ) : isReviewer ? (
            <ReviewForm nom={nom} scale={scale} onDone={onDone} />
          ) : (
            <Text c="dimmed">
              <Trans>The nominee’s manager has not reviewed this nomination yet.</Trans>
            </Text>
          )}
          {nom.reviewIsDone && nom.isIncludeInQuarterly && (roles.includes('cc') || roles.includes('ca')) && (
            <CommitteeActions nom={nom} roles={roles} onDone={onDone} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

function NominationDetails({ nom }: { nom: TNomination }) {
  const stage = stageOf(nom);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" color={stage.color} c="dark.8">
          {stage.label}
        </Badge>
        <Badge variant="outline">{nom.nomCat}</Badge>
      </Group>
      <dl className={classes.detail}>
        <dt>
          <Trans>Nominee</Trans>
        </dt>
        <dd>
          {nom.nomineeMember}
          {nom.nomineeMemberNumber && ` (${nom.nomineeMemberNumber})`} · {nom.nomineeDivision}
        </dd>
        <dt>
          <Trans>Nominated by</Trans>
        </dt>
        <dd>
          {nom.byMember} ({nom.byMemberNumber}) · {nom.byDivision}
        </dd>
        <dt>
          <Trans>Manager</Trans>
        </dt>
        <dd>
          {nom.nomineeManagerMember} ({nom.nomineeManagerMemberNumber})
        </dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDateTime(nom.dateCreated)}</dd>
      </dl>
      <Text className={classes.reason}>{nom.reason}</Text>
    </Stack>
  );
}

function ReviewSummary({ nom }: { nom: TNomination }) {
  const { pointsName } = useBranding();
  const { t } = useLingui();
  const cardOnly = sayText(REVIEW_CARD_ONLY_TEXT);
  const rating = nom.reviewRating ?? 0;
  const points = formatPoints(nom.reviewPointsValue);
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Text fw={600}>
          <Trans>Manager’s rating</Trans>
        </Text>
        <span role="img" aria-label={t`${rating} out of 5 stars`}>
          <Rating value={nom.reviewRating ?? 0} readOnly />
        </span>
      </Group>
      <Text size="sm">
        {nom.reviewPointsValue > 0 ? (
          <Trans>
            Awarded: {points} {pointsName}
          </Trans>
        ) : (
          <Trans>Awarded: {cardOnly}</Trans>
        )}
      </Text>
      {nom.isIncludeInQuarterly && (
        <Text size="sm">
          <Trans>
            <strong>Quarterly motivation:</strong> {nom.quarterlyMotivation}
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

function ReviewForm({ nom, scale, onDone }: { nom: TNomination; scale: ReviewRewardScale; onDone(): void }) {
  const { pointsName } = useBranding();
  const { i18n, t } = useLingui();
  const cardOnly = sayText(REVIEW_CARD_ONLY_TEXT);
  const [rating, setRating] = useState(0);
  const [include, setInclude] = useState(false);
  const [motivation, setMotivation] = useState('');
  const [error, setError] = useState('');
  const mutation = useReviewNominationMutation();
  const eligible = isQuarterlyEligible(rating);
  const points = rating > 0 ? rewardForRating(rating, scale) : null;
  const amount = points ? formatPoints(points) : '';

  // A rating too low for the quarterly award drops the tick and motivation, so raising it again
  // starts them afresh instead of bringing back (and sending) an earlier choice.
  function changeRating(next: number) {
    setRating(next);
    if (!isQuarterlyEligible(next)) {
      setInclude(false);
      setMotivation('');
    }
  }

  async function submit() {
    if (rating < 1) {
      setError(t`Choose a rating from 1 to 5 stars`);
      return;
    }
    setError('');
    try {
      const res = await mutation.mutateAsync({
        nomId: nom.nomId,
        reviewRating: rating,
        isIncludeInQuarterly: eligible && include,
        quarterlyMotivation: eligible && include ? motivation.trim() : '',
      });
      notifications.show({
        color: 'green',
        title: i18n._(SUBMIT_REVIEW_TITLE),
        message: res.result,
        withBorder: true,
        autoClose: 8000,
      });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      setError(formErrorText(err));
    }
  }

  return (
    <Stack gap="md">
      {error && <ProblemAlert title={i18n._(SUBMIT_REVIEW_TITLE)}>{error}</ProblemAlert>}
      <div>
        <Text fw={600} id={`rating-${nom.nomId}`}>
          <Trans>Your rating</Trans>
        </Text>
        <Rating
          size="xl"
          value={rating}
          onChange={changeRating}
          aria-labelledby={`rating-${nom.nomId}`}
          getSymbolLabel={starLabel}
          mt={4}
        />
        <Text size="sm" mt={4} aria-live="polite">
          {points === null
            ? t`Choose 1 to 5 stars.`
            : points > 0
              ? t`This rating awards ${amount} ${pointsName}.`
              : t`This rating awards a ${cardOnly} without points.`}
        </Text>
      </div>
      {eligible && (
        <Checkbox
          label={t`Include in the quarterly award`}
          checked={include}
          onChange={(e) => setInclude(e.currentTarget.checked)}
          size="md"
        />
      )}
      {eligible && include && (
        <Textarea
          label={t`Quarterly motivation`}
          description={plural(LIMITS.quarterlyMotivation - motivation.length, {
            one: '# character remaining',
            other: '# characters remaining',
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={LIMITS.quarterlyMotivation}
          autosize
          minRows={3}
          maxRows={8}
          value={motivation}
          onChange={(e) => setMotivation(e.currentTarget.value)}
        />
      )}
      <Button
        className="button-wraps"
        onClick={() => void submit()}
        loading={mutation.isPending}
        style={{ alignSelf: 'flex-end' }}
      >
        <Trans>Submit Review</Trans>
      </Button>
    </Stack>
  );
}
