import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ADHOC_AMOUNTS,
  balancesOf,
  DEFAULT_SEND_BY,
  MESSAGE_TEXTS,
  PAY_IT_FORWARD_AMOUNTS,
  ROLE_TEXTS,
  SIMPLY_SAY_VALUES,
  type RewardWhat,
  type SendBy,
  type TMemberData,
} from '@portal/contract';
import type { CelebrationScreen } from '../../lib/celebration-link';
import { formatPoints } from '../../lib/format';

/** How a screen asks for points: none, a row of fixed amounts, a select of amounts, or typed. */
export type PointsField =
  | { kind: 'none' }
  | {
      kind: 'choice';
      amounts: readonly number[];
      description(member: TMemberData, unit: string): MessageDescriptor;
    }
  | { kind: 'select'; amounts: readonly number[] }
  | { kind: 'typed'; description(member: TMemberData, unit: string): MessageDescriptor };

/**
 * What makes one reward screen differ from the others. The four screens are one RewardScreen
 * reading a row of this table, so a behaviour they share is written once. Its wording is
 * message descriptors, shown in the language of the moment with `i18n._`.
 */
export interface RewardKind {
  what: RewardWhat;
  title: MessageDescriptor;
  intro(member: TMemberData, unit: string): MessageDescriptor;
  submitLabel: MessageDescriptor;
  success: { title: MessageDescriptor; message: MessageDescriptor };
  /** Who may open it; others see the role message instead of the form. */
  access?: { allowed(member: TMemberData): boolean; message: MessageDescriptor };
  /** One recipient at a time (ad hoc), with its own "choose a recipient" message. */
  singleRecipient?: { label: MessageDescriptor; requiredMessage: MessageDescriptor };
  /** Value cards (with the celebration link's value added) or a select. */
  values:
    | { as: 'cards'; blurb?(value: string): string | undefined }
    | { as: 'select'; label: MessageDescriptor; placeholder: MessageDescriptor };
  points: PointsField;
  /** Send by at first: the spec's default, or empty so the member chooses. */
  sendBy: SendBy | null;
  /**
   * Opened from Celebrate With Us or a member link (/…/:selectedMemberId): the recipient and
   * value come with it. Null for the screens those links do not open.
   */
  preselectFrom: CelebrationScreen | null;
}

const recognise = (member: TMemberData) => formatPoints(balancesOf(member).recognise);

const ROWS: Record<RewardWhat, Omit<RewardKind, 'what'>> = {
  thankyou: {
    title: msg`Simply Say`,
    intro: () => msg`Send a colleague an e-card to say thank you. No points, just appreciation.`,
    submitLabel: msg`Send e-card`,
    success: { title: msg`Card sent`, message: msg`Your Simply Say e-card is on its way.` },
    values: { as: 'cards', blurb: (value) => SIMPLY_SAY_VALUES.find((v) => v.value === value)?.blurb },
    points: { kind: 'none' },
    sendBy: DEFAULT_SEND_BY.thankyou,
    preselectFrom: 'thankyou',
  },
  payitforward: {
    title: msg`Pay It Forward`,
    intro: () => msg`Pass on a few points to say well done. They come from your Pay It Forward allowance.`,
    submitLabel: msg`Pay it forward`,
    success: {
      title: msg`Points sent`,
      message: msg`Your Pay It Forward e-card and points are on their way.`,
    },
    values: { as: 'cards' },
    points: {
      kind: 'choice',
      amounts: PAY_IT_FORWARD_AMOUNTS,
      description: (member, unit) => {
        const balance = formatPoints(balancesOf(member).payItForward);
        return msg`Each recipient receives this amount. You have ${balance} ${unit} to give.`;
      },
    },
    sendBy: DEFAULT_SEND_BY.payitforward,
    preselectFrom: 'payitforward',
  },
  adhoc: {
    title: msg`Ad hoc recognition`,
    intro: (member, unit) => {
      const balance = recognise(member);
      return msg`Award points from your recognition budget. You have ${balance} ${unit} to recognise.`;
    },
    submitLabel: msg`Submit award`,
    success: { title: msg`Award sent`, message: MESSAGE_TEXTS.adhocSubmitted },
    access: { allowed: (m) => m.isManager, message: ROLE_TEXTS.manager },
    singleRecipient: { label: msg`Recipient`, requiredMessage: MESSAGE_TEXTS.recipientRequiredAdhoc },
    values: { as: 'select', label: msg`Reason`, placeholder: msg`Choose a reason` },
    points: { kind: 'select', amounts: ADHOC_AMOUNTS },
    sendBy: null,
    preselectFrom: null,
  },
  reward: {
    title: msg`Points recognition`,
    intro: () => msg`Recognise outstanding work with points from your recognition budget.`,
    submitLabel: msg`Send recognition`,
    success: { title: msg`Recognition sent`, message: msg`Your recognition and points are on their way.` },
    access: { allowed: (m) => m.isAdminReports, message: ROLE_TEXTS.adminReports },
    values: { as: 'select', label: msg`Value`, placeholder: msg`Choose a value` },
    points: {
      kind: 'typed',
      description: (member, unit) => {
        const min = formatPoints(1);
        const max = formatPoints(20_000);
        if (!member.isManager) return msg`${min} to ${max} per recipient.`;
        const balance = recognise(member);
        return msg`${min} to ${max} per recipient. You have ${balance} ${unit} to recognise.`;
      },
    },
    sendBy: null,
    preselectFrom: null,
  },
};

/** The table, each row carrying its own kind so that a screen is handed one object. */
export const REWARD_KINDS = Object.fromEntries(
  (Object.keys(ROWS) as RewardWhat[]).map((what) => [what, { ...ROWS[what], what }]),
) as Record<RewardWhat, RewardKind>;
