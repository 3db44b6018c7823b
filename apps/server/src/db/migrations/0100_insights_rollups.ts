import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * Insights roll-ups: what each member did in each quarter of an hour (UTC), and recognitions
 * between divisions and per value in the same slots. Quarter-hour slots (not days) because every
 * time zone's midnight falls on one, so a period in the company's time zone is an exact range of
 * slots whatever the time-zone setting says, and changing that setting needs no recount. Activity
 * is sparse (a member acts in few slots), so this is hardly more rows than days would be.
 *
 * Triggers keep the roll-ups in the same transaction as the recognition or transfer that
 * changes them, whoever writes it (recognition, nomination award, reversal, order, refund, card
 * hold and release, funding, Pay It Forward top-up, leaver, bulk batches). Recognitions and
 * transfers are only ever inserted, so inserts are all that count. The same expressions serve
 * the full recount (INSIGHTS_RECOUNT), so a recount equals what the triggers kept.
 */

/** 'YYYY-MM-DDTHH:MM' of the quarter hour holding an ISO-8601 UTC time. */
export const slotOf = (at: string) => `substr(${at}, 1, 14) || case
    when substr(${at}, 15, 2) < '15' then '00'
    when substr(${at}, 15, 2) < '30' then '15'
    when substr(${at}, 15, 2) < '45' then '30' else '45' end`;

/** Signed contribution of transfer `t` to member account `a`'s columns. */
const ledgerColumns = (t: string) => {
  const into = `a.id = ${t}.to_account_id`;
  const signed = `(case when ${into} then ${t}.amount else -${t}.amount end)`;
  const recognition = `coalesce(${t}.ref_type, '') = 'recognition'`;
  return {
    budget_allocated: `case when a.kind = 'recognise' and ${into} and not ${recognition} then ${t}.amount else 0 end`,
    // Points given from a budget, less those a reversal returned to it.
    budget_given: `case when a.kind = 'recognise' and ${recognition} then -${signed} else 0 end`,
    recognise_net: `case when a.kind = 'recognise' then ${signed} else 0 end`,
    pif_granted: `case when a.kind = 'pif' and ${into} and not ${recognition} then ${t}.amount else 0 end`,
    pif_given: `case when a.kind = 'pif' and ${recognition} then -${signed} else 0 end`,
    pif_net: `case when a.kind = 'pif' then ${signed} else 0 end`,
    redeem_net: `case when a.kind = 'redeem' then ${signed} else 0 end`,
  };
};
const LEDGER_COLUMNS = Object.keys(ledgerColumns('t'));
const SHOP_COLUMNS = ['orders', 'shop_points', 'shop_refunded'];

/** Orders and refunds count for the order's member, whichever accounts paid (points or a card hold). */
const shopColumns = (t: string) => ({
  orders: `case when ${t}.type = 'ORDER' then 1 else 0 end`,
  shop_points: `case when ${t}.type = 'ORDER' then ${t}.amount else 0 end`,
  shop_refunded: `case when ${t}.type = 'REFUND' then ${t}.amount else 0 end`,
});

const sums = (cols: Record<string, string>) =>
  Object.entries(cols)
    .map(([name, expr]) => `sum(${expr}) as ${name}`)
    .join(', ');
const addExcluded = (cols: string[]) =>
  cols.map((c) => `${c} = insights_member_slots.${c} + excluded.${c}`).join(', ');

/** The member slot rows one transfer touches (grouped: both sides may be one member's accounts). */
const ledgerUpsert = (t: string, from: string) => `
  insert into insights_member_slots (member_id, slot, ${LEDGER_COLUMNS.join(', ')})
  select a.member_id, ${slotOf(`${t}.created_at`)} as slot, ${sums(ledgerColumns(t))}
  from ${from} join ledger_accounts a on a.id in (${t}.from_account_id, ${t}.to_account_id)
  where a.member_id is not null and a.kind <> 'system'
  group by a.member_id, ${slotOf(`${t}.created_at`)}
  order by 1, 2
  on conflict (member_id, slot) do update set ${addExcluded(LEDGER_COLUMNS)}`;

const shopUpsert = (t: string, from: string, orderId: string) => `
  insert into insights_member_slots (member_id, slot, ${SHOP_COLUMNS.join(', ')})
  select o.member_id, ${slotOf(`${t}.created_at`)} as slot, ${sums(shopColumns(t))}
  from ${from} join shop_orders o on ${orderId}
  where ${t}.type in ('ORDER', 'REFUND') and ${t}.ref_type = 'shop_order'
  group by o.member_id, ${slotOf(`${t}.created_at`)}
  order by 1, 2
  on conflict (member_id, slot) do update set ${addExcluded(SHOP_COLUMNS)}`;

/** A recognition counts once for its sender (sent) and once for its recipient (received). */
const recognitionUpsert = (r: string, from: string) => `
  insert into insights_member_slots (member_id, slot, sent, received)
  select m, s, sum(sent), sum(received) from (
    select ${r}.from_member_id as m, ${slotOf(`${r}.created_at`)} as s, 1 as sent, 0 as received ${from}
    union all
    select ${r}.to_member_id, ${slotOf(`${r}.created_at`)}, 0, 1 ${from}
  ) x group by m, s order by 1, 2
  on conflict (member_id, slot) do update set
    sent = insights_member_slots.sent + excluded.sent,
    received = insights_member_slots.received + excluded.received`;

/** Giving between divisions and values by the recipient's division, as of the recognition. */
const flowUpsert = (r: string, from: string) => `
  insert into insights_flow_slots (slot, from_division, to_division, recognitions)
  select ${slotOf(`${r}.created_at`)}, f.division_code, d.division_code, count(*)
  ${from} join members f on f.id = ${r}.from_member_id join members d on d.id = ${r}.to_member_id
  group by 1, 2, 3
  on conflict (slot, from_division, to_division) do update set
    recognitions = insights_flow_slots.recognitions + excluded.recognitions`;
const valueUpsert = (r: string, from: string) => `
  insert into insights_value_slots (slot, division_code, value, recognitions)
  select ${slotOf(`${r}.created_at`)}, d.division_code, ${r}.value, count(*)
  ${from} join members d on d.id = ${r}.to_member_id
  group by 1, 2, 3
  on conflict (slot, division_code, value) do update set
    recognitions = insights_value_slots.recognitions + excluded.recognitions`;

/** Trigger bodies: `new` is the inserted row. */
export const ON_RECOGNITION = [
  recognitionUpsert('new', ''),
  flowUpsert('new', 'from (select 1) one'),
  valueUpsert('new', 'from (select 1) one'),
];
const ON_TRANSFER = ledgerUpsert('new', '(select 1) one');
/** Only for an order's transfers, whose ref_id is then the order's id (so the cast cannot fail). */
const SHOP_WHEN = `new.type in ('ORDER', 'REFUND') and new.ref_type = 'shop_order'`;
const ON_SHOP_TRANSFER = shopUpsert('new', '(select 1) one', 'o.id = cast(new.ref_id as integer)');

/** Empties the roll-ups and counts them again from the recognitions and the ledger. */
export const INSIGHTS_RECOUNT = [
  'delete from insights_member_slots',
  'delete from insights_flow_slots',
  'delete from insights_value_slots',
  recognitionUpsert('r', 'from recognitions r'),
  flowUpsert('r', 'from recognitions r'),
  valueUpsert('r', 'from recognitions r'),
  ledgerUpsert('t', 'ledger_transfers t'),
  shopUpsert('t', 'ledger_transfers t', 't.ref_id = cast(o.id as varchar(20))'),
];

const counters = [...LEDGER_COLUMNS, ...SHOP_COLUMNS, 'sent', 'received'];

export const insightsRollups: PortalMigration = {
  async up(db, dialect) {
    let slots = db.schema
      .createTable('insights_member_slots')
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('slot', 'varchar(16)', (c) => c.notNull());
    for (const c of counters) slots = slots.addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0));
    await slots.addPrimaryKeyConstraint('insights_member_slots_pk', ['member_id', 'slot']).execute();
    await db.schema
      .createIndex('insights_member_slots_slot')
      .on('insights_member_slots')
      .columns(['slot', 'member_id'])
      .execute();
    await db.schema
      .createTable('insights_flow_slots')
      .addColumn('slot', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_division', 'varchar(64)', (c) => c.notNull())
      .addColumn('to_division', 'varchar(64)', (c) => c.notNull())
      .addColumn('recognitions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_flow_slots_pk', ['slot', 'from_division', 'to_division'])
      .execute();
    await db.schema
      .createTable('insights_value_slots')
      .addColumn('slot', 'varchar(16)', (c) => c.notNull())
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'varchar(200)', (c) => c.notNull())
      .addColumn('recognitions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_value_slots_pk', ['slot', 'division_code', 'value'])
      .execute();
    for (const statement of INSIGHTS_RECOUNT) await sql.raw(statement).execute(db);

    const body = (statements: string[]) => sql.raw(statements.join(';\n'));
    if (dialect === 'postgres') {
      await sql`create function insights_on_recognition() returns trigger language plpgsql as $$
        begin ${body(ON_RECOGNITION)}; return null; end $$`.execute(db);
      await sql`create function insights_on_transfer() returns trigger language plpgsql as $$
        begin
          ${sql.raw(ON_TRANSFER)};
          if ${sql.raw(SHOP_WHEN)} then ${sql.raw(ON_SHOP_TRANSFER)}; end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger insights_recognitions after insert on recognitions
        for each row execute function insights_on_recognition()`.execute(db);
      await sql`create trigger insights_transfers after insert on ledger_transfers
        for each row execute function insights_on_transfer()`.execute(db);
    } else {
      await sql`create trigger insights_recognitions after insert on recognitions
        begin ${body(ON_RECOGNITION)}; end`.execute(db);
      await sql`create trigger insights_transfers after insert on ledger_transfers
        begin ${sql.raw(ON_TRANSFER)}; end`.execute(db);
      await sql`create trigger insights_shop_transfers after insert on ledger_transfers
        when ${sql.raw(SHOP_WHEN)} begin ${sql.raw(ON_SHOP_TRANSFER)}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    const on = (table: string) => (dialect === 'postgres' ? sql.raw(` on ${table}`) : sql``);
    await sql`drop trigger if exists insights_transfers${on('ledger_transfers')}`.execute(db);
    if (dialect === 'sqlite') await sql`drop trigger if exists insights_shop_transfers`.execute(db);
    await sql`drop trigger if exists insights_recognitions${on('recognitions')}`.execute(db);
    if (dialect === 'postgres') {
      await sql`drop function if exists insights_on_transfer()`.execute(db);
      await sql`drop function if exists insights_on_recognition()`.execute(db);
    }
    await db.schema.dropTable('insights_value_slots').execute();
    await db.schema.dropTable('insights_flow_slots').execute();
    await db.schema.dropTable('insights_member_slots').execute();
  },
};
