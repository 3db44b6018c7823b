/**
 * The feed's and the bell's fixed lists and limits, apart from the call schemas so the web app
 * reads them without loading zod (the first screens name calls only by their paths).
 */
import { englishOf, type MessageText } from './i18n/text.js';

/** Reactions are a fixed set so they stay accessible (a named button each) and comparable. */
export const REACTION_KINDS = ['clap', 'heart', 'celebrate', 'laugh', 'insightful'] as const;
export type TReactionKind = (typeof REACTION_KINDS)[number];
/** What each reaction is called (its button's name), by these ids. */
export const REACTION_TEXTS = {
  clap: /*i18n*/ { id: 'reaction.clap', message: 'Clap' },
  heart: /*i18n*/ { id: 'reaction.heart', message: 'Heart' },
  celebrate: /*i18n*/ { id: 'reaction.celebrate', message: 'Celebrate' },
  laugh: /*i18n*/ { id: 'reaction.laugh', message: 'Laugh' },
  insightful: /*i18n*/ { id: 'reaction.insightful', message: 'Insightful' },
} as const satisfies Record<TReactionKind, MessageText>;
/** Their en-GB wording. */
export const REACTION_LABELS: Record<TReactionKind, string> = englishOf(REACTION_TEXTS);
export const FEED_FILTERS = ['everyone', 'division', 'team', 'me'] as const;
export type TFeedFilter = (typeof FEED_FILTERS)[number];

/** A comment's length; an edit or delete is the author's own only this long after posting. */
export const COMMENT_MAX = 500;
export const COMMENT_EDIT_MINUTES = 15;
/** At most this many people mentioned in one comment. */
export const COMMENT_MENTIONS_MAX = 10;
/** The newest comments a feed card carries; the rest come with feed.comments. */
export const FEED_CARD_COMMENTS = 3;

/** What a member is told about, and through which channels. */
export const NOTIFICATION_KINDS = [
  'recognised',
  'reaction',
  'comment',
  'mention',
  'nomination',
  'order',
  'ecard',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What each kind of notification is called on the preferences screen, by these ids. */
export const NOTIFICATION_KIND_TEXTS = {
  recognised: /*i18n*/ { id: 'notificationKind.recognised', message: 'You were recognised' },
  reaction: /*i18n*/ {
    id: 'notificationKind.reaction',
    message: 'Reactions to recognitions you gave or received',
  },
  comment: /*i18n*/ {
    id: 'notificationKind.comment',
    message: 'Comments on recognitions you gave or received',
  },
  mention: /*i18n*/ { id: 'notificationKind.mention', message: 'You were mentioned in a comment' },
  nomination: /*i18n*/ { id: 'notificationKind.nomination', message: 'Your nomination was reviewed' },
  order: /*i18n*/ { id: 'notificationKind.order', message: 'Your order was dispatched' },
  ecard: /*i18n*/ { id: 'notificationKind.ecard', message: 'Birthday and anniversary e-cards' },
} as const satisfies Record<TNotificationKind, MessageText>;
/** Their en-GB wording. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = englishOf(NOTIFICATION_KIND_TEXTS);
