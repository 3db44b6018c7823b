/**
 * The feed's and the bell's fixed lists and limits, apart from the call schemas so the web app
 * reads them without loading zod (the first screens name calls only by their paths).
 */

/** Reactions are a fixed set so they stay accessible (a named button each) and comparable. */
export const REACTION_KINDS = ['clap', 'heart', 'celebrate', 'laugh', 'insightful'] as const;
export type TReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<TReactionKind, string> = {
  clap: 'Clap',
  heart: 'Heart',
  celebrate: 'Celebrate',
  laugh: 'Laugh',
  insightful: 'Insightful',
};
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

export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  recognised: 'You were recognised',
  reaction: 'Reactions to recognitions you gave or received',
  comment: 'Comments on recognitions you gave or received',
  mention: 'You were mentioned in a comment',
  nomination: 'Your nomination was reviewed',
  order: 'Your order was dispatched',
  ecard: 'Birthday and anniversary e-cards',
};
