import { t } from '@lingui/core/macro';
import {
  selectionRefusal,
  type SelectedMember,
  type SelectionOptions,
  type TDivision,
  type TMemberListRow,
} from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';

/** A search hit as a chosen row. */
export function memberSelection(row: TMemberListRow): SelectedMember {
  return {
    memberId: row.memberId,
    memberNumber: row.memberNumber,
    firstname: row.firstname,
    surname: row.surname,
    division: row.division,
    isManager: row.isManager,
    isEntireDivision: false,
    entireDivisionCode: '',
  };
}

/** A whole division as a chosen row (Nominate only; the reward screens refuse it). */
export function divisionSelection(division: TDivision): SelectedMember {
  return {
    memberId: '',
    memberNumber: '',
    firstname: '',
    surname: '',
    division: division.division,
    isManager: false,
    isEntireDivision: true,
    entireDivisionCode: division.divisionCode,
  };
}

/** Unregistered people have an id starting '0.'. */
export const isUnregistered = (memberId: string): boolean => memberId.startsWith('0.');

export const selectionLabel = (s: SelectedMember): string =>
  s.isEntireDivision ? t`Entire division: ${s.division}` : `${s.firstname} ${s.surname}`.trim();

export const selectionKey = (s: SelectedMember): string =>
  s.isEntireDivision ? `div:${s.entireDivisionCode}` : s.memberId;

export type AddResult = { ok: true; next: SelectedMember[] } | { ok: false; message: string };

/** Adds a row when the contract's rules allow it, else gives the modal's message. */
export function addSelection(
  existing: readonly SelectedMember[],
  candidate: SelectedMember,
  options: SelectionOptions,
): AddResult {
  const refusal = selectionRefusal(existing, candidate, options);
  return refusal ? { ok: false, message: sayText(refusal) } : { ok: true, next: [...existing, candidate] };
}

export function removeSelection(existing: readonly SelectedMember[], key: string): SelectedMember[] {
  return existing.filter((s) => selectionKey(s) !== key);
}
