import { changeNotices } from './helpers.js';

/**
 * What a member's Home shows and instances keep: balances, counters, division names. Announced
 * like settings and sessions (0080), so every instance drops the Home copies it keeps.
 */
export const homeChangeNotices = changeNotices(['ledger_accounts', 'member_counters', 'divisions']);
