import { DEMO_DIVISIONS, TEAM_SIZE, type DemoDivision } from './company.js';
import { FIXED_ACCOUNTS, type FixedAccount, type PersonRole } from './fixed-accounts.js';

/** One position in the company: who it reports to, before any person is put in it. */
export interface Slot {
  key: number;
  division: DemoDivision;
  role: PersonRole;
  team: number;
  /** Key of the slot this one reports to; null for heads of division. */
  managerKey: number | null;
  fixed: FixedAccount | null;
}

/**
 * Each division has a head, a manager per team reporting to the head, and members spread
 * over the teams. Slots come out heads first, then managers, then members, so inserting
 * them in order always finds a member's manager already in the table. Keys start at `firstKey`
 * (a later part of the company is charted after the rest).
 */
export function buildOrgChart(divisions: readonly DemoDivision[] = DEMO_DIVISIONS, firstKey = 0): Slot[] {
  const heads: Slot[] = [];
  const managers: Slot[] = [];
  const members: Slot[] = [];
  let key = firstKey;

  for (const division of divisions) {
    const teams = Math.ceil((division.size - 1) / (TEAM_SIZE + 1));
    const head: Slot = { key: key++, division, role: 'head', team: -1, managerKey: null, fixed: null };
    heads.push(head);
    const teamManagers: Slot[] = [];
    for (let team = 0; team < teams; team++) {
      const m: Slot = { key: key++, division, role: 'manager', team, managerKey: head.key, fixed: null };
      teamManagers.push(m);
      managers.push(m);
    }
    for (let i = 0; i < division.size - 1 - teams; i++) {
      const team = i % teams;
      const managerKey = teamManagers[team]?.key ?? head.key;
      members.push({ key: key++, division, role: 'member', team, managerKey, fixed: null });
    }
  }

  const ordered = [...heads, ...managers, ...members];
  for (const account of FIXED_ACCOUNTS)
    if (divisions.some((d) => d.code === account.place.divisionCode)) placeFixed(ordered, account);
  return ordered;
}

function placeFixed(slots: Slot[], account: FixedAccount): void {
  const { divisionCode, role, team } = account.place;
  const slot = slots.find(
    (s) =>
      !s.fixed &&
      s.division.code === divisionCode &&
      s.role === role &&
      (team === undefined || s.team === team),
  );
  if (!slot)
    throw new Error(`No free ${role} slot in ${divisionCode} for demo account ${account.memberNumber}`);
  slot.fixed = account;
}
