import type { THomeData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { cachedPer } from '../../db/cached-copies.js';
import type { Locale } from '../../i18n/index.js';

type MemberHome = Pick<THomeData, 'memberData' | 'homeStats'>;

/**
 * What Home shows about a member (profile, balances, counters) changes only when the member's
 * row, a balance, a counter, a division, a cluster, the programme settings or a translation of
 * programme data (the points' name) change; any of those writes
 * drops every kept Home (a send changes two members' balances and the funding account's). Between
 * writes, Home costs no statement for the member.
 */
const homes = cachedPer<string, MemberHome>({
  tables: new Set([
    null,
    'members',
    'settings',
    'ledger_accounts',
    'member_counters',
    'divisions',
    'clusters',
    'programme_translations',
  ]),
  max: 5_000,
  maxAgeMs: 60_000,
});

/** The member's part of Home in one language, kept per member and language until a change drops it. */
export function cachedHome(
  ctx: AppContext,
  memberId: number,
  locale: Locale,
  load: () => Promise<MemberHome>,
): Promise<MemberHome> {
  return homes(ctx).get(`${memberId}:${locale}`, load);
}
