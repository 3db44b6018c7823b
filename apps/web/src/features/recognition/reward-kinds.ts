import {
  ADHOC_AMOUNTS,
  balancesOf,
  DEFAULT_SEND_BY,
  MESSAGES,
  PAY_IT_FORWARD_AMOUNTS,
  ROLE_MESSAGES,
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
  | { kind: 'choice'; amounts: readonly number[]; description(member: TMemberData, unit: string): string }
  | { kind: 'select'; amounts: readonly number[] }
  | { kind: 'typed'; description(member: TMemberData, unit: string): string };

/**
 * What makes one reward screen differ from the others. The four screens are one RewardScreen
 * reading a row of this table, so a behaviour they share is written once.
 */
export interface RewardKind {
  what: RewardWhat;
  title: string;
  intro(member: TMemberData, unit: string): string;
  submitLabel: string;
  success: { title: string; message: string };
  /** Who may open it; others see the role message instead of the form. */
  access?: { allowed(member: TMemberData): boolean; message: string };
  /** One recipient at a time (ad hoc), with its own "choose a recipient" message. */
  singleRecipient?: { label: string; requiredMessage: string };
  /** Value cards (with the celebration link's value added) or a select. */
  values: { as: 'cards'; blurb?(value: string): string | undefined } | { as: 'select'; label: string };
  points: PointsField;
  /** Send by at first: the spec's default, or empty so the member chooses. */
  sendBy: SendBy | null;
  /**
   * Opened from Celebrate With Us or a member link (/…/:selectedMemberId): the recipient and
   * value come with it. Null for the screens those links do not open.
   */
  preselectFrom: CelebrationScreen | null;
}

const recogniseBalance = (member: TMemberData, unit: string) =>
  `You have ${formatPoints(balancesOf(member).recognise)} ${unit} to recognise.`;

const ROWS: Record<RewardWhat, Omit<RewardKind, 'what'>> = {
  thankyou: {
    title: 'Simply Say',
    intro: () => 'Send a colleague an e-card to say thank you. No points, just appreciation.',
    submitLabel: 'Send e-card',
    success: { title: 'Card sent', message: 'Your Simply Say e-card is on its way.' },
    values: { as: 'cards', blurb: (value) => SIMPLY_SAY_VALUES.find((v) => v.value === value)?.blurb },
    points: { kind: 'none' },
    sendBy: DEFAULT_SEND_BY.thankyou,
    preselectFrom: 'thankyou',
  },
  payitforward: {
    title: 'Pay It Forward',
    intro: () => 'Pass on a few points to say well done. They come from your Pay It Forward allowance.',
    submitLabel: 'Pay it forward',
    success: { title: 'Points sent', message: 'Your Pay It Forward e-card and points are on their way.' },
    values: { as: 'cards' },
    points: {
      kind: 'choice',
      amounts: PAY_IT_FORWARD_AMOUNTS,
      description: (member, unit) =>
        `Each recipient receives this amount. You have ${formatPoints(balancesOf(member).payItForward)} ${unit} to give.`,
    },
    sendBy: DEFAULT_SEND_BY.payitforward,
    preselectFrom: 'payitforward',
  },
  adhoc: {
    title: 'Ad hoc recognition',
    intro: (member, unit) => `Award points from your recognition budget. ${recogniseBalance(member, unit)}`,
    submitLabel: 'Submit award',
    success: { title: 'Award sent', message: MESSAGES.adhocSubmitted },
    access: { allowed: (m) => m.isManager, message: ROLE_MESSAGES.manager },
    singleRecipient: { label: 'Recipient', requiredMessage: MESSAGES.recipientRequiredAdhoc },
    values: { as: 'select', label: 'Reason' },
    points: { kind: 'select', amounts: ADHOC_AMOUNTS },
    sendBy: null,
    preselectFrom: null,
  },
  reward: {
    title: 'Points recognition',
    intro: () => 'Recognise outstanding work with points from your recognition budget.',
    submitLabel: 'Send recognition',
    success: { title: 'Recognition sent', message: 'Your recognition and points are on their way.' },
    access: { allowed: (m) => m.isAdminReports, message: ROLE_MESSAGES.adminReports },
    values: { as: 'select', label: 'Value' },
    points: {
      kind: 'typed',
      description: (member, unit) =>
        member.isManager
          ? `1 to 20,000 per recipient. ${recogniseBalance(member, unit)}`
          : '1 to 20,000 per recipient.',
    },
    sendBy: null,
    preselectFrom: null,
  },
};

/** The table, each row carrying its own kind so that a screen is handed one object. */
export const REWARD_KINDS = Object.fromEntries(
  (Object.keys(ROWS) as RewardWhat[]).map((what) => [what, { ...ROWS[what], what }]),
) as Record<RewardWhat, RewardKind>;
