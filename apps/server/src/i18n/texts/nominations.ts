import type { MessageText } from '@portal/contract';

/** What reviewing, rating and awarding nominations answer. */
export const NOMINATION_ANSWER_TEXTS = {
  notFound: /*i18n*/ { id: 'nominationAnswer.notFound', message: 'This nomination could not be found.' },
  managerOnly: /*i18n*/ {
    id: 'nominationAnswer.managerOnly',
    message: 'Only the nominee’s manager may review this nomination.',
  },
  alreadyReviewed: /*i18n*/ {
    id: 'nominationAnswer.alreadyReviewed',
    message: 'This nomination has already been reviewed.',
  },
  clusterRoleOnly: /*i18n*/ {
    id: 'nominationAnswer.clusterRoleOnly',
    message:
      'Only the {role, select, committee {cluster committee} other {cluster admin}} of the nominee’s cluster may do this.',
  },
  ownNomination: /*i18n*/ {
    id: 'nominationAnswer.ownNomination',
    message: 'You cannot decide on your own nomination.',
  },
  notPutForward: /*i18n*/ {
    id: 'nominationAnswer.notPutForward',
    message: 'Only nominations reviewed and put forward for the quarterly award can be rated or awarded.',
  },
  quarterClosed: /*i18n*/ {
    id: 'nominationAnswer.quarterClosed',
    message: 'The quarter {quarter} is closed.',
  },
  quarterAlreadyClosed: /*i18n*/ {
    id: 'nominationAnswer.quarterAlreadyClosed',
    message: 'The quarter {quarter} is already closed.',
  },
  notEnded: /*i18n*/ {
    id: 'nominationAnswer.notEnded',
    message: 'A quarter can be closed only after it has ended.',
  },
  notEndedField: /*i18n*/ { id: 'nominationAnswer.notEndedField', message: 'This quarter has not ended yet' },
  noCluster: /*i18n*/ { id: 'nominationAnswer.noCluster', message: 'Your division is in no cluster.' },
  helpTextLength: /*i18n*/ {
    id: 'nominationAnswer.helpTextLength',
    message: 'The help text must have 1 to {max} characters.',
  },
  helpTextLengthField: /*i18n*/ {
    id: 'nominationAnswer.helpTextLengthField',
    message: '1 to {max} characters',
  },
} as const satisfies Record<string, MessageText>;

/**
 * What a review, a rating, an award and closing a quarter answer when they succeed, sentence by
 * sentence. `{name}` is the nominee's, `{pointsName}` the programme's; both stay as written.
 */
export const NOMINATION_RESULT_TEXTS = {
  reviewSavedNoneActive: /*i18n*/ {
    id: 'nominationResult.reviewSavedNoneActive',
    message: 'Your review has been saved. The nominee is no longer an active member, so nothing was awarded.',
  },
  reviewSavedPoints: /*i18n*/ {
    id: 'nominationResult.reviewSavedPoints',
    message: 'Your review has been saved. {name} receives {points} {pointsName}.',
  },
  reviewSavedCard: /*i18n*/ {
    id: 'nominationResult.reviewSavedCard',
    message: 'Your review has been saved. {name} receives a Thank you eCard.',
  },
  reviewSavedDivisionPoints: /*i18n*/ {
    id: 'nominationResult.reviewSavedDivisionPoints',
    message:
      'Your review has been saved. Each of the {count} members of the division receives {points} {pointsName}.',
  },
  reviewSavedDivisionCard: /*i18n*/ {
    id: 'nominationResult.reviewSavedDivisionCard',
    message:
      'Your review has been saved. Each of the {count} members of the division receives a Thank you eCard.',
  },
  putForward: /*i18n*/ {
    id: 'nominationResult.putForward',
    message: 'The nomination has been put forward for the quarterly award.',
  },
  ratingSaved: /*i18n*/ { id: 'nominationResult.ratingSaved', message: 'Your rating has been saved.' },
  markedWinner: /*i18n*/ {
    id: 'nominationResult.markedWinner',
    message: 'The nomination is marked as a quarterly winner.',
  },
  winnerRemoved: /*i18n*/ {
    id: 'nominationResult.winnerRemoved',
    message: 'The winner mark has been removed.',
  },
  quarterClosedNow: /*i18n*/ {
    id: 'nominationResult.quarterClosedNow',
    message: 'The quarter {quarter} is closed. Its winners are final.',
  },
} as const satisfies Record<string, MessageText>;
