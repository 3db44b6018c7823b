import type { RewardWhat, SendBy } from '../constants.js';
import { LIMITS } from '../limits.js';

/** Longest message a reward e-card may carry: SMS 150; e-mail 600 on points recognition, else 350. */
export function messageLimit(what: RewardWhat, sendBy: SendBy): number {
  if (sendBy === 'sms') return LIMITS.smsMessage;
  return what === 'reward' ? LIMITS.emailMessagePointsRecognition : LIMITS.emailMessage;
}
