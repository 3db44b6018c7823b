import type { TSelectedMember } from '../entities/site.js';
import { SELECT_MEMBERS_MESSAGES as M } from '../messages.js';

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
 * Null when `candidate` may join `existing`, else the modal's message. Individuals and their
 * division are matched by division name, the one field both kinds of row carry.
 */
export function canAddSelection(
  existing: readonly SelectedMember[],
  candidate: SelectedMember,
  options: SelectionOptions,
): string | null {
  if (candidate.isEntireDivision) {
    const division = candidate.division;
    if (!options.allowDivision) return M.divisionNotAllowed(division);
    if (existing.some((e) => e.isEntireDivision && e.entireDivisionCode === candidate.entireDivisionCode)) {
      return M.divisionAlreadyAdded(division);
    }
    if (options.singleMode && existing.length > 0) return M.singleOnly;
    if (existing.some((e) => !e.isEntireDivision && e.division === division))
      return M.divisionHasMembers(division);
    return null;
  }
  if (existing.some((e) => !e.isEntireDivision && e.memberId === candidate.memberId)) {
    return M.alreadyAdded(`${candidate.firstname} ${candidate.surname}`.trim());
  }
  if (options.singleMode && existing.length > 0) return M.singleOnly;
  if (existing.some((e) => e.isEntireDivision && e.division === candidate.division)) {
    return M.memberInAddedDivision(candidate.division);
  }
  return null;
}

/** The `recipients`/`members` entry for a chosen row: a member id or 'div:{divisionCode}'. */
export const recipientOf = (s: SelectedMember): string =>
  s.isEntireDivision ? `${DIVISION_PREFIX}${s.entireDivisionCode}` : s.memberId;
