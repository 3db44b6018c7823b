import { LIMITS, type RewardWhat, type TProgrammeSettings } from '@portal/contract';
import type { MemberRow } from '../../../db/schema.js';
import { isRewardWhat } from '../recognise.js';

/** The recognition form Slack shows when the command comes without text (views.open). */
export const MODAL_CALLBACK_ID = 'shine-recognise';

const KIND_TITLE: Record<RewardWhat, string> = {
  thankyou: 'Simply Say',
  payitforward: 'Pay It Forward',
  reward: 'Points Recognition',
  adhoc: 'Ad hoc award',
};
const plain = (text: string) => ({ type: 'plain_text', text: text.slice(0, 75) });

/** The kinds the member may send, as on the web: points recognition and ad hoc awards by role. */
export function kindsFor(m: MemberRow): RewardWhat[] {
  return [
    'thankyou',
    'payitforward',
    ...(m.isAdminReports ? (['reward'] as const) : []),
    ...(m.isManager ? (['adhoc'] as const) : []),
  ];
}

export function recognitionModal(sender: MemberRow, settings: TProgrammeSettings) {
  const groups = kindsFor(sender).map((what) => ({
    label: plain(KIND_TITLE[what]),
    options: settings.recognitionValues[what]
      .slice(0, 100)
      .map((v) => ({ text: plain(v), value: `${what}|${v}`.slice(0, 150) })),
  }));
  return {
    type: 'modal',
    callback_id: MODAL_CALLBACK_ID,
    title: plain(`Recognise`),
    submit: plain('Send'),
    close: plain('Cancel'),
    blocks: [
      {
        type: 'input',
        block_id: 'recipients',
        label: plain('Who'),
        element: { type: 'multi_users_select', action_id: 'users' },
      },
      {
        type: 'input',
        block_id: 'reason',
        label: plain('What to send'),
        element: { type: 'static_select', action_id: 'choice', option_groups: groups },
      },
      {
        type: 'input',
        block_id: 'points',
        optional: true,
        label: plain(`${settings.pointsName} each`),
        hint: plain('Pay It Forward: 30, 50, 75 or 100. Simply Say carries none.'),
        element: { type: 'number_input', action_id: 'points', is_decimal_allowed: false, min_value: '0' },
      },
      {
        type: 'input',
        block_id: 'message',
        optional: true,
        label: plain('Message'),
        element: {
          type: 'plain_text_input',
          action_id: 'message',
          multiline: true,
          max_length: LIMITS.emailMessagePointsRecognition,
        },
      },
    ],
  };
}

interface StateValue {
  selected_users?: string[];
  selected_option?: { value?: string } | null;
  value?: string | null;
}
export type ViewState = Record<string, Record<string, StateValue>>;

export interface ModalAnswer {
  userIds: string[];
  what: RewardWhat;
  value: string;
  points?: number;
  message: string;
}

/** Reads the submitted form; null fields are reported by the recognition rules afterwards. */
export function readModal(values: ViewState): ModalAnswer | { error: Record<string, string> } {
  const userIds = values.recipients?.users?.selected_users ?? [];
  const choice = values.reason?.choice?.selected_option?.value ?? '';
  const [what, ...rest] = choice.split('|');
  if (!what || !isRewardWhat(what)) return { error: { reason: 'Choose what to send' } };
  const pointsText = values.points?.points?.value?.trim() ?? '';
  return {
    userIds,
    what,
    value: rest.join('|'),
    points: pointsText ? Number(pointsText) : undefined,
    message: values.message?.message?.value ?? '',
  };
}

/** Slack shows a view_submission error under the input block with the same id. */
const BLOCKS = new Set(['recipients', 'reason', 'points', 'message']);
export function modalErrors(
  fields: Record<string, string> | undefined,
  text: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields ?? {}))
    errors[BLOCKS.has(field) ? field : 'recipients'] = message;
  if (Object.keys(errors).length === 0) errors.recipients = text;
  return errors;
}

export const doneView = (text: string) => ({
  type: 'modal',
  title: plain('Recognise'),
  close: plain('Done'),
  blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
});
