import type { RewardWhat } from '@portal/contract';
import type { MemberAccountKind } from '../../ledger/index.js';

/**
 * Recognition type codes, stored on each recognition row and each ledger transfer:
 *   THX   Simply Say: a thank-you e-card, no points (what = thankyou)
 *   PIF   Pay It Forward, out of the sender's pif allowance (spec's own code)
 *   RWD   points recognition by an admin-reports user, out of their recognise budget
 *   ADHOC ad hoc award by a manager, out of their recognise budget
 *   RwdN  nomination award: reserved for the nominations feature (spec's own code)
 */
export const RECOGNITION_TYPES = {
  thankyou: 'THX',
  payitforward: 'PIF',
  reward: 'RWD',
  adhoc: 'ADHOC',
} as const satisfies Record<RewardWhat, string>;

/** Where each kind's points come from; Simply Say moves none. */
export const SOURCE_ACCOUNT: Record<RewardWhat, MemberAccountKind | null> = {
  thankyou: null,
  payitforward: 'pif',
  reward: 'recognise',
  adhoc: 'recognise',
};

/** How a kind is named to people (statements, e-mails). */
export const KIND_LABEL: Record<RewardWhat, string> = {
  thankyou: 'Simply Say',
  payitforward: 'Pay It Forward',
  reward: 'Recognition',
  adhoc: 'Ad hoc award',
};
