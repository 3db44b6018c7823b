import { withValues, type MessageText } from '@portal/contract';
import { NOTIFICATION_TEXTS as T } from '../../i18n/index.js';

/** Whose recognition a reaction or comment is on, as the member told reads it. */
export type RecognitionSide = 'yours' | 'given';

const ONE = {
  reaction: { yours: T.reactedYours, given: T.reactedGiven },
  comment: { yours: T.commentedYours, given: T.commentedGiven },
};
const MANY = {
  reaction: { yours: T.peopleReactedYours, given: T.peopleReactedGiven },
  comment: { yours: T.peopleCommentedYours, given: T.peopleCommentedGiven },
};

/**
 * The title of a reaction or comment notice: "Fay Fan reacted to your recognition for Trust",
 * or "3 people commented on the recognition you gave Tom Taker" once it stands for several.
 */
export function recognitionActTitle(
  kind: 'reaction' | 'comment',
  side: RecognitionSide,
  v: { people: number; actor: string; value: string; recipient: string },
): MessageText {
  const text = v.people > 1 ? MANY[kind][side] : ONE[kind][side];
  return withValues(text, { people: v.people, actor: v.actor, value: v.value, recipient: v.recipient });
}

/** The title of a member's waiting mention e-mail or push once it stands for several mentions. */
export const mentionsTitle = (people: number, actor: string): MessageText =>
  people > 1 ? withValues(T.peopleMentioned, { people }) : withValues(T.mentionedInComments, { actor });
