import type { TSelectedMember } from '../entities/site.js';
import { english, withValues, type MessageText } from '../i18n/text.js';
import { SELECT_MEMBERS_TEXTS as M } from '../messages.js';

export const DIVISION_PREFIX = 'div:';
export const isDivisionRecipient = (recipient: string): boolean => recipient.startsWith(DIVISION_PREFIX);

/** A row of the Select Members modal's chosen list. */
export type SelectedMember = TSelectedMember;

export interface SelectionOptions {
  /** Only one member may be chosen. */
  singleMode: boolean;
  /** Whole divisions may be chosen (Nominate); the reward screens say no. */
  allowDivision: boolean;
}

/**
 * Null when `candidate` may join `existing`, else the modal's message (a descriptor with its
 * values, said in the language shown). Individuals and their division are matched by division
 * name, the one field both kinds of row carry.
 */
export function selectionRefusal(
  existing: readonly SelectedMember[],
  candidate: SelectedMember,
  options: SelectionOptions,
): MessageText | null {
  if (candidate.isEntireDivision) {
    const division = { division: candidate.division };
    if (!options.allowDivision) return withValues(M.divisionNotAllowed, division);
    if (existing.some((e) => e.isEntireDivision && e.entireDivisionCode === candidate.entireDivisionCode)) {
      return withValues(M.divisionAlreadyAdded, division);
    }
    if (options.singleMode && existing.length > 0) return M.singleOnly;
    if (existing.some((e) => !e.isEntireDivision && e.division === candidate.division))
      return withValues(M.divisionHasMembers, division);
    return null;
  }
  if (existing.some((e) => !e.isEntireDivision && e.memberId === candidate.memberId)) {
    return withValues(M.alreadyAdded, { name: `${candidate.firstname} ${candidate.surname}`.trim() });
  }
  if (options.singleMode && existing.length > 0) return M.singleOnly;
  if (existing.some((e) => e.isEntireDivision && e.division === candidate.division)) {
    return withValues(M.memberInAddedDivision, { division: candidate.division });
  }
  return null;
}

/** selectionRefusal's message in en-GB. */
export function canAddSelection(
  existing: readonly SelectedMember[],
  candidate: SelectedMember,
  options: SelectionOptions,
): string | null {
  const refusal = selectionRefusal(existing, candidate, options);
  return refusal && english(refusal);
}

/** The `recipients`/`members` entry for a chosen row: a member id or 'div:{divisionCode}'. */
export const recipientOf = (s: SelectedMember): string =>
  s.isEntireDivision ? `${DIVISION_PREFIX}${s.entireDivisionCode}` : s.memberId;
