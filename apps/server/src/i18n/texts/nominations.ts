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
