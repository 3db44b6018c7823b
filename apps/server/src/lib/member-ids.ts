import type { MemberRow } from '../db/schema.js';

/**
 * The public memberId: the row id, prefixed '0.' while the person has not registered
 * (the spec's marker). Both forms resolve to the same member, so a recipient chosen
 * before someone registers still reaches them afterwards.
 */
export const publicMemberId = (m: Pick<MemberRow, 'id' | 'registeredAt'>) =>
  m.registeredAt ? String(m.id) : `0.${m.id}`;

export function parseMemberId(value: string): number | null {
  const m = /^(?:0\.)?([1-9]\d{0,9})$/.exec(value.trim());
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}
