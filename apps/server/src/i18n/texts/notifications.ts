import type { MessageText } from '@portal/contract';

/** The titles of in-app notifications and of the e-mails and pushes that carry them. */
export const NOTIFICATION_TEXTS = {
  recognised: /*i18n*/ { id: 'notification.recognised', message: '{sender} recognised you for {reason}' },
  birthday: /*i18n*/ { id: 'notification.birthday', message: 'Happy birthday from everyone at {company}!' },
  orderDispatched: /*i18n*/ {
    id: 'notification.orderDispatched',
    message: 'Your order {orderNum} was dispatched',
  },
  nominationReviewed: /*i18n*/ {
    id: 'notification.nominationReviewed',
    message: 'Your nomination for {category} was reviewed',
  },
  reactedYours: /*i18n*/ {
    id: 'notification.reactedYours',
    message: '{actor} reacted to your recognition for {value}',
  },
  reactedGiven: /*i18n*/ {
    id: 'notification.reactedGiven',
    message: '{actor} reacted to the recognition you gave {recipient}',
  },
  commentedYours: /*i18n*/ {
    id: 'notification.commentedYours',
    message: '{actor} commented on your recognition for {value}',
  },
  commentedGiven: /*i18n*/ {
    id: 'notification.commentedGiven',
    message: '{actor} commented on the recognition you gave {recipient}',
  },
  peopleReactedYours: /*i18n*/ {
    id: 'notification.peopleReactedYours',
    message: '{people} people reacted to your recognition for {value}',
  },
  peopleReactedGiven: /*i18n*/ {
    id: 'notification.peopleReactedGiven',
    message: '{people} people reacted to the recognition you gave {recipient}',
  },
  peopleCommentedYours: /*i18n*/ {
    id: 'notification.peopleCommentedYours',
    message: '{people} people commented on your recognition for {value}',
  },
  peopleCommentedGiven: /*i18n*/ {
    id: 'notification.peopleCommentedGiven',
    message: '{people} people commented on the recognition you gave {recipient}',
  },
  mentioned: /*i18n*/ {
    id: 'notification.mentioned',
    message: '{actor} mentioned you in a comment on a recognition for {value}',
  },
  mentionedInComments: /*i18n*/ {
    id: 'notification.mentionedInComments',
    message: '{actor} mentioned you in comments',
  },
  peopleMentioned: /*i18n*/ {
    id: 'notification.peopleMentioned',
    message: '{people} people mentioned you in comments',
  },
  openInPortal: /*i18n*/ { id: 'notification.openInPortal', message: 'Open it in the portal' },
} as const satisfies Record<string, MessageText>;
