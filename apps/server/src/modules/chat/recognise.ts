import { FIELD_TEXTS, calls, REWARD_WHATS, type RewardWhat } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { sendRecognition } from '../recognition/index.js';

/** A recognition as read from a chat message or a Slack modal, before the portal's rules. */
export interface ChatRecognition {
  what: RewardWhat;
  recipients: MemberRow[];
  points?: number;
  /** A value from the kind's list; the list's first value when not given. */
  value?: string;
  message: string;
  /** Derived from the chat service's own ids for the request, so a retry is the same request. */
  requestId: string;
}

export type ChatOutcome =
  { ok: true; text: string } | { ok: false; text: string; fields?: Record<string, string> };

export const KIND_WORDS: Record<string, RewardWhat> = {
  thankyou: 'thankyou',
  thanks: 'thankyou',
  simplysay: 'thankyou',
  payitforward: 'payitforward',
  pif: 'payitforward',
  reward: 'reward',
  points: 'reward',
  adhoc: 'adhoc',
};
export const isRewardWhat = (v: string): v is RewardWhat => (REWARD_WHATS as readonly string[]).includes(v);

const names = (ms: MemberRow[]) => {
  const n = ms.map((m) => `${m.firstname} ${m.surname}`.trim());
  return n.length > 1 ? `${n.slice(0, -1).join(', ')} and ${n.at(-1)}` : (n[0] ?? '');
};

/**
 * Sends a recognition from chat through the very service the web form calls, so the same
 * rules, value lists, balances, ledger, e-cards and channel posts apply; a repeated requestId
 * sends nothing more. The outcome is a sentence for the sender, never an exception.
 */
export async function recogniseFromChat(
  ctx: AppContext,
  sender: MemberRow,
  r: ChatRecognition,
): Promise<ChatOutcome> {
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const list = settings.recognitionValues[r.what];
  const value = r.value ? list.find((v) => v.toLowerCase() === r.value!.toLowerCase()) : list[0];
  if (!value)
    return {
      ok: false,
      text: `Choose a value from the list: ${list.join(', ')}.`,
      fields: { reason: FIELD_TEXTS.chooseValue.message },
    };
  const parsed = calls['reward.doreward'].body.safeParse({
    what: r.what,
    reason: value,
    points: r.points,
    message: r.message,
    sendBy: 'email',
    recipients: r.recipients.map((m) => String(m.id)),
    requestId: r.requestId,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]),
    );
    return { ok: false, text: Object.values(fields).join(' '), fields };
  }
  try {
    await sendRecognition(ctx, sender, parsed.data);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) {
      const fields = err.formErrors ?? {};
      const detail = Object.values(fields).filter((t) => t !== err.message);
      return { ok: false, text: [err.message, ...detail].join(' '), fields };
    }
    throw err;
  }
  const kind = {
    thankyou: 'a Simply Say',
    payitforward: 'a Pay It Forward',
    reward: 'a Points Recognition',
    adhoc: 'an ad hoc award',
  }[r.what];
  const points = r.what !== 'thankyou' && r.points ? ` with ${r.points} ${settings.pointsName} each` : '';
  return {
    ok: true,
    text: `Sent ${kind} (${value})${points} to ${names(r.recipients)}. Thank you for recognising!`,
  };
}
