import type { Config } from '../config.js';

/**
 * What happened, one event per cause, emitted inside the cause's transaction (bus.ts). An event
 * carries what its subscribers need that the cause already has in hand, so a subscriber that
 * has nothing to do (no webhook endpoint, no chat channel) returns without a query.
 */
interface Cause {
  /** When the cause happened: the time its own rows carry. */
  at: string;
}

/** A cause that tells people: where their links point and whether push is on (the instance's). */
interface TellsPeople extends Cause {
  config: Config;
}

/** A person as the messages name them. */
export interface NamedMember {
  id: number;
  firstname: string;
  surname: string;
}

/** The recognition a comment or reaction is about. */
export interface RecognitionActedOn {
  id: number;
  fromMemberId: number;
  toMemberId: number;
  value: string;
}

/** A member sent a recognition (any of the four kinds) to one or more people. */
export interface RecognitionSent extends TellsPeople {
  type: 'recognition.sent';
  /** The stored type code (THX, PIF, RWD, ADHOC). */
  recognitionType: string;
  /** How the kind is named to people ("Simply Say"). */
  kindLabel: string;
  value: string;
  message: string;
  points: number;
  sender: NamedMember;
  /** One recognition row per recipient, in member id order. */
  recognitions: ReadonlyArray<{ id: number; to: NamedMember & { divisionCode: string } }>;
}

/** The nominee's manager reviewed a nomination; each award is a recognition from the nominator. */
export interface NominationReviewed extends TellsPeople {
  type: 'nomination.reviewed';
  nomination: {
    id: number;
    nomCat: string;
    byMemberId: number;
    nomineeMemberId: number | null;
    nomineeDivisionCode: string;
  };
  reviewerId: number;
  review: { rating: number; points: number; forQuarterly: boolean };
  /** The type code of the award recognitions (RwdN). */
  awardType: string;
  awards: ReadonlyArray<{ id: number; toMemberId: number }>;
}

/** A cluster admin marked a nomination the quarter's winner. */
export interface NominationWon extends Cause {
  type: 'nomination.won';
  nomination: {
    id: number;
    quarter: string;
    nomineeMemberId: number | null;
    nomineeDivisionCode: string;
    nomineeClusterCode: string;
  };
}

/** A member commented on a recognition, mentioning `mentioned` for the first time. */
export interface CommentPosted extends TellsPeople {
  type: 'comment.posted';
  recognition: RecognitionActedOn;
  commentId: number;
  actorId: number;
  mentioned: readonly number[];
}

/** A member edited their comment; `mentioned` are the people it mentions for the first time. */
export interface CommentEdited extends TellsPeople {
  type: 'comment.edited';
  recognition: RecognitionActedOn;
  commentId: number;
  actorId: number;
  mentioned: readonly number[];
}

/** A comment left the feed: deleted by its author, hidden by a moderator or erased. */
export interface CommentWithdrawn extends Cause {
  type: 'comment.withdrawn';
  commentId: number;
}

/** A member reacted to a recognition (a reaction they had not already). */
export interface ReactionAdded extends TellsPeople {
  type: 'reaction.added';
  recognition: RecognitionActedOn;
  actorId: number;
}

export interface OrderPlaced extends Cause {
  type: 'order.placed';
  orderId: number;
}

/** An admin dispatched every line of an order still waiting. */
export interface OrderDispatched extends TellsPeople {
  type: 'order.dispatched';
  order: { id: number; memberId: number; orderNum: string };
}

/** An order was cancelled or refunded, its points returned. */
export interface OrderCancelled extends Cause {
  type: 'order.cancelled';
  orderId: number;
  how: 'cancel' | 'refund';
}

/** Members added by an HR import or SCIM. */
export interface MembersJoined extends Cause {
  type: 'members.joined';
  memberIds: readonly number[];
}

/** Members who left the programme. */
export interface MembersLeft extends Cause {
  type: 'members.left';
  memberIds: readonly number[];
}

/** The daily birthday award reached a member. */
export interface BirthdayAwarded extends TellsPeople {
  type: 'birthday.awarded';
  memberId: number;
  companyName: string;
}

export type DomainEvent =
  | RecognitionSent
  | NominationReviewed
  | NominationWon
  | CommentPosted
  | CommentEdited
  | CommentWithdrawn
  | ReactionAdded
  | OrderPlaced
  | OrderDispatched
  | OrderCancelled
  | MembersJoined
  | MembersLeft
  | BirthdayAwarded;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
