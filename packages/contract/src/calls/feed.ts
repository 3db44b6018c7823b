import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZMemberId, ZRowId, zText } from '../fields.js';
import { ZCursor, ZNextCursor, ZPageLimit } from '../paging.js';
import { ADMIN_ACCESS } from './admin.js';
import { english, withValues, type MessageText } from '../i18n/text.js';

import {
  COMMENT_EDIT_MINUTES,
  COMMENT_MAX,
  COMMENT_MENTIONS_MAX,
  FEED_FILTERS,
  REACTION_KINDS,
} from '../feed-constants.js';

/** The recognition feed: every recognition as a card people react to and comment on. */
export {
  COMMENT_EDIT_MINUTES,
  COMMENT_MAX,
  COMMENT_MENTIONS_MAX,
  FEED_CARD_COMMENTS,
  FEED_FILTERS,
  REACTION_KINDS,
  REACTION_LABELS,
  type TFeedFilter,
  type TReactionKind,
} from '../feed-constants.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/** What the feed's calls refuse with; `{minutes}` is COMMENT_EDIT_MINUTES. */
export const FEED_TEXTS = {
  notVisible: /*i18n*/ { id: 'feed.notVisible', message: 'This recognition is not in your feed.' },
  hidden: /*i18n*/ {
    id: 'feed.hidden',
    message: 'This recognition’s message is hidden, so it takes no reactions or comments.',
  },
  unknownMention: /*i18n*/ { id: 'feed.unknownMention', message: 'A mentioned colleague was not found.' },
  commentNotFound: /*i18n*/ { id: 'feed.commentNotFound', message: 'This comment was not found.' },
  notYours: /*i18n*/ { id: 'feed.notYours', message: 'You can only change your own comments.' },
  tooLate: /*i18n*/ {
    id: 'feed.tooLate',
    message: 'A comment can be changed only within {minutes} minutes of posting.',
  },
  teamOnlyManagers: /*i18n*/ {
    id: 'feed.teamOnlyManagers',
    message: 'Only managers have a team to filter by.',
  },
} as const satisfies Record<string, MessageText>;

/** The comment form's limits, said with the numbers the schema keeps. */
export const FEED_FIELD_TEXTS = {
  commentTooLong: withValues(ADMIN_FIELD_TEXTS.atMostCharacters, { max: COMMENT_MAX }),
  tooManyMentions: withValues(ADMIN_FIELD_TEXTS.atMostPeople, { max: COMMENT_MENTIONS_MAX }),
} as const satisfies Record<string, MessageText>;

/** A comment's edit window, said with its length. */
export const COMMENT_TOO_LATE: MessageText = withValues(FEED_TEXTS.tooLate, {
  minutes: COMMENT_EDIT_MINUTES,
});

export const ZFeedPerson = z.object({ memberId: z.string(), name: z.string(), picId: z.string() });
export type TFeedPerson = z.infer<typeof ZFeedPerson>;

export const ZReactionCount = z.object({
  kind: z.enum(REACTION_KINDS),
  count: z.number().int(),
  mine: z.boolean(),
});

export const ZFeedComment = z.object({
  commentId: z.number().int(),
  recognitionId: z.number().int(),
  author: ZFeedPerson,
  /** Empty while a programme admin has hidden the comment. */
  text: z.string(),
  hidden: z.boolean(),
  mentions: z.array(z.object({ memberId: z.string(), name: z.string() })),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Whether the caller may still edit or delete it (their own, within the time limit). */
  canChange: z.boolean(),
});
export type TFeedComment = z.infer<typeof ZFeedComment>;

export const ZFeedItem = z.object({
  recognitionId: z.number().int(),
  giver: ZFeedPerson,
  recipients: z.array(ZFeedPerson.extend({ division: z.string() })),
  value: z.string(),
  /** The key of the value's drawn picture (the value's own name, or a kind such as 'birthday'). */
  valueArt: z.string(),
  /** The neutral text while the message is hidden. */
  message: z.string(),
  messageHidden: z.boolean(),
  /** Null unless the programme shows points in the feed. */
  points: z.number().int().nullable(),
  createdAt: z.string(),
  reactions: z.array(ZReactionCount),
  commentCount: z.number().int(),
  comments: z.array(ZFeedComment),
});
export type TFeedItem = z.infer<typeof ZFeedItem>;

export const list = defineCall({
  path: '/api/feed/list',
  summary: 'The recognition feed, newest first, a page at a time (everyone, my division, my team, me)',
  access: ['member'],
  body: z.object({
    filter: z.enum(FEED_FILTERS).default('everyone'),
    cursor: ZCursor,
    limit: ZPageLimit(10, 30),
  }),
  response: z.object({ items: z.array(ZFeedItem), nextCursor: ZNextCursor }),
});

const ZRecognitionRef = z.object({ recognitionId: ZRowId });

export const item = defineCall({
  path: '/api/feed/item',
  summary: 'One recognition as its feed card, for a link that names it (a notification, e-mail or push)',
  access: ['member'],
  body: ZRecognitionRef,
  response: z.object({ item: ZFeedItem }),
  answers: [404],
});

export const react = defineCall({
  path: '/api/feed/react',
  summary: 'Adds (reacted: true) or takes back one of the caller’s reactions to a recognition',
  access: ['member'],
  body: ZRecognitionRef.extend({ kind: z.enum(REACTION_KINDS), reacted: z.boolean().default(true) }),
  response: z.object({ reactions: z.array(ZReactionCount) }),
  answers: [429],
});

export const reactors = defineCall({
  path: '/api/feed/reactors',
  summary: 'Who reacted to a recognition, by kind',
  access: ['member'],
  body: ZRecognitionRef.extend({ kind: z.enum(REACTION_KINDS).optional() }),
  response: z.object({ reactors: z.array(ZFeedPerson.extend({ kind: z.enum(REACTION_KINDS) })) }),
});

export const comments = defineCall({
  path: '/api/feed/comments',
  summary: 'A recognition’s comments, oldest first, a page at a time',
  access: ['member'],
  body: ZRecognitionRef.extend({ cursor: ZCursor, limit: ZPageLimit(50, 100) }),
  response: z.object({ comments: z.array(ZFeedComment), nextCursor: ZNextCursor }),
});

const ZCommentText = z
  .string()
  .trim()
  .min(1, FIELD_TEXTS.writeComment.message)
  .max(COMMENT_MAX, english(FEED_FIELD_TEXTS.commentTooLong));
const ZMentions = z
  .array(ZMemberId)
  .max(COMMENT_MENTIONS_MAX, english(FEED_FIELD_TEXTS.tooManyMentions))
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const commentadd = defineCall({
  path: '/api/feed/commentadd',
  summary: 'Comments on a recognition (plain text; mentions are member ids from the member search)',
  access: ['member'],
  body: ZRecognitionRef.extend({ text: ZCommentText, mentions: ZMentions }),
  response: z.object({ comment: ZFeedComment }),
  answers: [429],
});

export const commentedit = defineCall({
  path: '/api/feed/commentedit',
  summary: 'Edits one of the caller’s comments within the time limit',
  access: ['member'],
  body: z.object({ commentId: ZRowId, text: ZCommentText, mentions: ZMentions }),
  response: z.object({ comment: ZFeedComment }),
  answers: [429],
});

export const commentdelete = defineCall({
  path: '/api/feed/commentdelete',
  summary: 'Deletes one of the caller’s comments within the time limit',
  access: ['member'],
  body: z.object({ commentId: ZRowId }),
  response: z.object({ ok: z.literal(true) }),
});

export const ZAdminComment = z.object({
  commentId: z.number().int(),
  recognitionId: z.number().int(),
  author: z.object({ memberNumber: z.string(), name: z.string() }),
  /** The original text, also when hidden: the admin needs it to decide. */
  text: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type TAdminComment = z.infer<typeof ZAdminComment>;

export const commentsearch = defineCall({
  path: '/api/admin/commentsearch',
  summary:
    'Recent comments, newest first (at most 20): all, or those on one recognition or by one member number',
  access: ADMIN_ACCESS,
  body: z.object({
    search: zText(40)
      .regex(/^[\w.-]*$/, ADMIN_FIELD_TEXTS.memberOrRecognition.message)
      .default(''),
  }),
  response: z.object({ comments: z.array(ZAdminComment) }),
});

export const commenthide = defineCall({
  path: '/api/admin/commenthide',
  summary: 'Hides a comment with a reason (or shows it again)',
  access: ADMIN_ACCESS,
  body: z.object({ commentId: ZRowId, hidden: z.boolean().default(true), reason: zText(500).default('') }),
  response: z.object({ comment: ZAdminComment }),
  answers: [404],
});
