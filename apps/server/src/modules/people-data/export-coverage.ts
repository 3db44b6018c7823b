/** Test support and documentation: which of the tables about members the download covers. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Every table that refers to a member, and where the member's data download (exportMember)
 * shows it, or why it is left out. A test reads the tables from the database's own catalogue
 * (foreign keys to members, and columns named member_id or *_member_id), so a table added later
 * fails it until it is given a line here and, where it holds something about the person, a file.
 */
export const EXPORT_COVERAGE: Record<string, string> = {
  members: 'profile.json',
  member_former_details: 'former-details.csv',
  scim_users: 'profile.json (identityProvider)',
  teams_links: 'profile.json (teamsAccount)',
  ledger_accounts: 'profile.json (balances) and statement-<account>.csv',
  leaver_holds: 'points-held.csv',
  recognitions: 'recognitions-received.csv, recognitions-sent.csv',
  nominations: 'nominations-received.csv, nominations-made.csv',
  nomination_ratings: 'nomination-ratings.csv',
  shop_orders: 'orders.csv',
  shop_basket_items: 'basket.csv',
  shop_basket_promos: 'profile.json (basketPromoCode)',
  shop_payments: 'card-payments.csv',
  shop_promo_uses: 'left out: the promo code used is on orders.csv',
  recognition_comments: 'comments.csv',
  comment_mentions: 'comments-mentioning-you.csv',
  recognition_reactions: 'reactions.csv',
  notifications: 'notifications.csv',
  notification_preferences: 'notification-settings.csv',
  push_subscriptions: 'push-devices.csv (without the keys, which are secrets)',
  getinvolved_pictures: 'getinvolved-pictures.csv and getinvolved/',
  getinvolved_likes: 'likes-given.csv',
  pictures: 'pictures/',
  sessions: 'sessions.csv (without the token hashes)',
  api_tokens: 'api-tokens.csv (without the token hashes)',
  otp_verifications: 'left out: hashes of one-time codes, which expire within minutes',
  birthday_awards: 'left out: the award’s points are in statement-redeem.csv',
  pif_topups: 'left out: the allowance’s book-keeping; its movements are in statement-pif.csv',
  member_counters: 'left out: counts of the recognitions and transfers the download lists',
  insights_member_slots: 'left out: sums of the recognitions and transfers the download lists',
  insights_member_periods: 'left out: sums of the recognitions and transfers the download lists',
  insights_received_days: 'left out: the days of the recognitions the download lists',
  insights_recognitions_pending: 'left out: recognitions the download lists, waiting to be counted',
  recognition_sends: 'left out: send counts for the quotas, deleted after 2 days',
  request_keys: 'left out: request ids against repeats, without content, deleted after 30 days',
  nomination_quarter_closes: 'left out: the committee’s record that a quarter was closed',
  admin_audit_log:
    'left out: the programme’s trail of admin actions; the details it records are in profile.json and former-details.csv',
  admin_jobs: 'left out: HR files of the whole company uploaded by admins; their own row is profile.json',
};

/** Tables with a foreign key to members or a column naming a member, from the catalogue. */
export async function tablesReferringToMembers(database: Database): Promise<string[]> {
  const db = database.db;
  const rows =
    database.dialect === 'sqlite'
      ? await sql<{ t: string }>`
          select distinct m.name as t from sqlite_master m, pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" = 'members'
          union
          select distinct m.name as t from sqlite_master m, pragma_table_info(m.name) p
          where m.type = 'table' and (p.name = 'member_id' or p.name like '%\\_member\\_id' escape '\\')
          order by t`.execute(db)
      : await sql<{ t: string }>`
          select distinct tc.table_name as t from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'members'
            and tc.table_schema = current_schema()
          union
          select distinct c.table_name as t from information_schema.columns c
          join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
          where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
            and (c.column_name = 'member_id' or c.column_name like '%\\_member\\_id' escape '\\')
          order by t`.execute(db);
  return rows.rows.map((r) => r.t);
}
