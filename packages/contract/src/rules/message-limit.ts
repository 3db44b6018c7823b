import type { RewardWhat, SendBy } from '../constants.js';
import { english, withValues, type MessageText } from '../i18n/text.js';
import { LIMITS } from '../limits.js';
import { ZOD_TEXTS } from '../zod-messages.js';

/** Longest message a reward e-card may carry: SMS 150; e-mail 600 on points recognition, else 350. */
export function messageLimit(what: RewardWhat, sendBy: SendBy): number {
  if (sendBy === 'sms') return LIMITS.smsMessage;
  return what === 'reward' ? LIMITS.emailMessagePointsRecognition : LIMITS.emailMessage;
}

/**
 * The refusal of a message over its limit, as zod words a text too long, for each limit a
 * card's message has: registered with its values so the wording is found and translated.
 */
export const MESSAGE_LIMIT_TEXTS = {
  sms: withValues(ZOD_TEXTS.textAtMost, { bound: LIMITS.smsMessage }),
  email: withValues(ZOD_TEXTS.textAtMost, { bound: LIMITS.emailMessage }),
  pointsRecognition: withValues(ZOD_TEXTS.textAtMost, { bound: LIMITS.emailMessagePointsRecognition }),
} as const satisfies Record<string, MessageText>;

/** What a message over `limit` characters is refused with, in en-GB. */
export const messageTooLong = (limit: number): string =>
  english(withValues(ZOD_TEXTS.textAtMost, { bound: limit }));
