import {
  ADHOC_AMOUNTS,
  PAY_IT_FORWARD_AMOUNTS,
  POINTS_RECOGNITION_RANGE,
  REWARD_WHATS,
  SEND_BY,
  type RewardWhat,
  type SendBy,
  valueAccepted,
} from '../constants.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { messageLimit, messageTooLong } from './message-limit.js';
import { isDivisionRecipient } from './select-members.js';
import { FIELD_TEXTS } from '../field-texts.js';

/**
 * A reward form as far as it has been parsed: any field may still be missing or of the wrong
 * type (its own schema reports that), so every rule below first checks what it relies on.
 */
export interface RewardFields {
  what?: unknown;
  reason?: unknown;
  points?: unknown;
  message?: unknown;
  sendBy?: unknown;
  recipients?: unknown;
}

export interface RewardIssue {
  path: 'recipients' | 'reason' | 'points' | 'message';
  message: string;
}

const isWhat = (v: unknown): v is RewardWhat => (REWARD_WHATS as readonly unknown[]).includes(v);
const isSendBy = (v: unknown): v is SendBy => (SEND_BY as readonly unknown[]).includes(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function pointsProblem(what: RewardWhat, points: number | undefined): string | null {
  switch (what) {
    case 'reward':
      return points !== undefined &&
        points >= POINTS_RECOGNITION_RANGE.min &&
        points <= POINTS_RECOGNITION_RANGE.max
        ? null
        : MESSAGES.pointsOutOfRange;
    case 'payitforward':
      return points !== undefined && (PAY_IT_FORWARD_AMOUNTS as readonly number[]).includes(points)
        ? null
        : `Choose ${PAY_IT_FORWARD_AMOUNTS.slice(0, -1).join(', ')} or ${PAY_IT_FORWARD_AMOUNTS.at(-1)} points`;
    case 'adhoc':
      return points !== undefined && (ADHOC_AMOUNTS as readonly number[]).includes(points)
        ? null
        : FIELD_TEXTS.chooseListedAmount.message;
    case 'thankyou':
      return points === undefined || points === 0 ? null : FIELD_TEXTS.simplySayNoPoints.message;
  }
}

/**
 * Rules that tie one reward field to another. The value lists are a
 * programme setting, so the contract's schema cannot know them: it passes none and only a
 * blank value is refused there; the server passes the lists in force.
 */
export function rewardIssues(
  form: RewardFields,
  valueLists?: Record<RewardWhat, readonly string[]>,
): RewardIssue[] {
  const issues: RewardIssue[] = [];
  const { what, reason, points, message, sendBy, recipients } = form;

  if (Array.isArray(recipients)) {
    if (recipients.length === 0) issues.push({ path: 'recipients', message: MESSAGES.recipientsRequired });
    else if (recipients.some((r) => typeof r === 'string' && isDivisionRecipient(r))) {
      issues.push({ path: 'recipients', message: FIELD_TEXTS.onlyIndividuals.message });
    }
  }
  if (!isWhat(what)) return issues;

  if (typeof reason === 'string') {
    if (reason === '') issues.push({ path: 'reason', message: 'Required' });
    else if (valueLists && !valueAccepted(what, reason, valueLists)) {
      issues.push({ path: 'reason', message: FIELD_TEXTS.chooseValue.message });
    }
  }
  if (points === undefined || isCount(points)) {
    const problem = pointsProblem(what, points);
    if (problem) issues.push({ path: 'points', message: problem });
  }
  // Longer than the largest limit is already the field's own error; do not report it twice.
  if (
    typeof message === 'string' &&
    isSendBy(sendBy) &&
    message.length <= LIMITS.emailMessagePointsRecognition
  ) {
    const limit = messageLimit(what, sendBy);
    if (message.length > limit) issues.push({ path: 'message', message: messageTooLong(limit) });
  }
  return issues;
}
