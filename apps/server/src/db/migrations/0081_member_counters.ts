import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * Home's figures per member (recognitions sent, points transfers received into and spent from
 * the redeem account) kept as one counter row instead of counted over the whole history on every
 * visit. Triggers keep the row in the same transaction as the recognition or transfer that
 * changes it, whoever writes it; recognitions and transfers are never deleted or moved to
 * another member, so inserts are all that count.
 */
/**
 * Fills the counters from the whole history (one grouped pass per table); also used by the
 * scale benchmark after its bulk fill, which writes with triggers off on PostgreSQL.
 */
export const RECOUNT_MEMBER_COUNTERS = `
  insert into member_counters (member_id, recognitions_sent, rewards_received, rewards_redeemed)
  select m.id, coalesce(s.n, 0), coalesce(r.n, 0), coalesce(d.n, 0)
  from members m
  left join (select from_member_id as id, count(*) as n from recognitions group by from_member_id) s
    on s.id = m.id
  left join (select a.member_id as id, count(*) as n from ledger_transfers t
      join ledger_accounts a on a.id = t.to_account_id where a.kind = 'redeem' group by a.member_id) r
    on r.id = m.id
  left join (select a.member_id as id, count(*) as n from ledger_transfers t
      join ledger_accounts a on a.id = t.from_account_id where a.kind = 'redeem' group by a.member_id) d
    on d.id = m.id`;

export const memberCounters: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('member_counters')
      .addColumn('member_id', 'integer', (c) => c.primaryKey())
      .addColumn('recognitions_sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rewards_received', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rewards_redeemed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql.raw(RECOUNT_MEMBER_COUNTERS).execute(db);
    const sent = sql`
      insert into member_counters (member_id, recognitions_sent)
      select new.from_member_id, 1 where new.from_member_id is not null
      on conflict (member_id) do update set recognitions_sent = member_counters.recognitions_sent + 1`;
    const received = sql`
      insert into member_counters (member_id, rewards_received)
      select a.member_id, 1 from ledger_accounts a
      where a.id = new.to_account_id and a.kind = 'redeem' and a.member_id is not null
      on conflict (member_id) do update set rewards_received = member_counters.rewards_received + 1`;
    const redeemed = sql`
      insert into member_counters (member_id, rewards_redeemed)
      select a.member_id, 1 from ledger_accounts a
      where a.id = new.from_account_id and a.kind = 'redeem' and a.member_id is not null
      on conflict (member_id) do update set rewards_redeemed = member_counters.rewards_redeemed + 1`;
    // On PostgreSQL both members' rows are written by one statement in member order: two
    // opposite transfers at once then lock them in the same order and cannot deadlock.
    const transferred = sql`
      insert into member_counters (member_id, rewards_received, rewards_redeemed)
      select a.member_id,
        case when a.id = new.to_account_id then 1 else 0 end,
        case when a.id = new.from_account_id then 1 else 0 end
      from ledger_accounts a
      where a.id in (new.to_account_id, new.from_account_id) and a.kind = 'redeem' and a.member_id is not null
      order by a.member_id
      on conflict (member_id) do update set
        rewards_received = member_counters.rewards_received + excluded.rewards_received,
        rewards_redeemed = member_counters.rewards_redeemed + excluded.rewards_redeemed`;
    if (dialect === 'postgres') {
      await sql`
        create function member_counters_sent() returns trigger language plpgsql as $$
        begin ${sent}; return null; end $$`.execute(db);
      await sql`
        create function member_counters_transfer() returns trigger language plpgsql as $$
        begin ${transferred}; return null; end $$`.execute(db);
      await sql`create trigger recognitions_count after insert on recognitions
        for each row execute function member_counters_sent()`.execute(db);
      await sql`create trigger ledger_transfers_count after insert on ledger_transfers
        for each row execute function member_counters_transfer()`.execute(db);
    } else {
      await sql`create trigger recognitions_count after insert on recognitions begin ${sent}; end`.execute(
        db,
      );
      await sql`create trigger ledger_transfers_count after insert on ledger_transfers
        begin ${received}; ${redeemed}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    await sql`drop trigger if exists ledger_transfers_count${dialect === 'postgres' ? sql` on ledger_transfers` : sql``}`.execute(
      db,
    );
    await sql`drop trigger if exists recognitions_count${dialect === 'postgres' ? sql` on recognitions` : sql``}`.execute(
      db,
    );
    if (dialect === 'postgres') {
      await sql`drop function if exists member_counters_transfer()`.execute(db);
      await sql`drop function if exists member_counters_sent()`.execute(db);
    }
    await db.schema.dropTable('member_counters').execute();
  },
};
