import type { THomeData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { keptPer } from '../../db/kept-copies.js';

type MemberHome = Pick<THomeData, 'memberData' | 'homeStats'>;

/**
 * What Home shows about a member (profile, balances, counters) changes only when the member's
 * row, a balance, a counter, a division, a cluster or the programme settings change; any of those writes
 * drops every kept Home (a send changes two members' balances and the funding account's). Between
 * writes, Home costs no statement for the member.
 */
const homes = keptPer<number, MemberHome>({
  tables: new Set([
    null,
    'members',
    'settings',
    'ledger_accounts',
    'member_counters',
    'divisions',
    'clusters',
  ]),
  max: 5_000,
  maxAgeMs: 60_000,
});

/** The member's part of Home, kept per member until a change drops it. */
export function keptHome(
  ctx: AppContext,
  memberId: number,
  load: () => Promise<MemberHome>,
): Promise<MemberHome> {
  return homes(ctx).get(memberId, load);
}
