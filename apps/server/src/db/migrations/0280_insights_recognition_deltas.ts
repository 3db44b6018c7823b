import { sql } from 'kysely';
import type { Dialect } from '../database.js';
import { withId, type PortalMigration } from './helpers.js';
import { ON_RECOGNITION as SLOT_UPSERTS, slotOf } from './0100_insights_rollups.js';
import { slotPeriods } from './0150_insights_periods.js';
import { MEMBER_ROWS_ONLY } from './0200_insights_firsts_sqlite.js';

/**
 * On SQLite, a recognition no longer writes the insights roll-ups in its own transaction: its
 * trigger appends one delta row (the quarter-hour slot, both members, their divisions as of the
 * send, the value) to insights_recognitions_pending, and a fold adds the waiting rows to the
 * roll-ups in one pass, before any reader looks at them (an insights answer, a member's month
 * counts, a rebuild), every few seconds while the server runs and once a day.
 *
 * Why: the two recognition triggers and the triggers they set off (slots, periods, flows,
 * values, firsts, received days, runs, histogram, division points) cost a send about ten times
 * what inserting the recognition does; under load, most of a send's database work. Folded, the
 * rows of many sends are summed first, so each member's and division's rows are written once
 * per fold instead of once per recognition.
 *
 * The fold gives the same sums as the triggers did: recognitions are only ever inserted, every
 * roll-up is a sum, and the rows derived from members' current state (firsts, histogram, runs,
 * division points) depend only on the totals, which the member-move triggers carry from group to
 * group whenever the delta is folded. Flows and values keep the divisions as of the send, which
 * is why the delta stores them.
 *
 * PostgreSQL keeps its triggers (sends commit side by side there and the roll-ups already take
 * their rows in key order); the table exists on both dialects so the fold reads the same schema,
 * and it stays empty on PostgreSQL.
 */

const PENDING = 'insights_recognitions_pending';
const addTo = (table: string, cols: string[]) =>
  cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

/** Each waiting recognition once for its sender (sent) and once for its recipient (received). */
const bothSides = `
  select p.from_member_id as m, p.slot, 1 as sent, 0 as received from ${PENDING} p
  union all select p.to_member_id, p.slot, 0, 1 from ${PENDING} p`;

/** The statements that add every waiting delta to the roll-ups, in key order, then drop them. */
const FOLD = [
  `insert into insights_member_slots (member_id, slot, sent, received)
   select x.m, x.slot, sum(x.sent), sum(x.received) from (${bothSides}) x
   group by x.m, x.slot order by 1, 2
   on conflict (member_id, slot) do update set ${addTo('insights_member_slots', ['sent', 'received'])}`,
  `insert into insights_flow_slots (slot, from_division, to_division, recognitions)
   select p.slot, p.from_division, p.to_division, count(*) from ${PENDING} p
   where p.from_division is not null and p.to_division is not null
   group by 1, 2, 3 order by 1, 2, 3
   on conflict (slot, from_division, to_division) do update set ${addTo('insights_flow_slots', ['recognitions'])}`,
  `insert into insights_value_slots (slot, division_code, value, recognitions)
   select p.slot, p.to_division, p.value, count(*) from ${PENDING} p
   where p.to_division is not null
   group by 1, 2, 3 order by 1, 2, 3
   on conflict (slot, division_code, value) do update set ${addTo('insights_value_slots', ['recognitions'])}`,
  // Only the slots inside a built period table count, as the trigger's did. Summed per member
  // and slot first, so each joins its three periods once instead of once per recognition.
  `insert into insights_member_periods (member_id, period, sent, received)
   select x.m, k.period, sum(x.sent), sum(x.received) from (
     select b.m, b.slot, sum(b.sent) as sent, sum(b.received) as received
     from (${bothSides}) b group by b.m, b.slot) x
   join (${slotPeriods(`(select slot from ${PENDING}) q`)}) k on k.slot = x.slot
   group by x.m, k.period order by 1, 2
   on conflict (member_id, period) do update set ${addTo('insights_member_periods', ['sent', 'received'])}`,
  `delete from ${PENDING}`,
];

/** Folds the waiting recognitions (SQLite; nothing ever waits on PostgreSQL). */
export const recognitionsFold = (dialect: Dialect): string[] => (dialect === 'postgres' ? [] : FOLD);

/** A rebuild recounts from the recognitions themselves, so the waiting deltas are dropped first. */
export const INSIGHTS_RECOGNITION_DELTAS_RECOUNT = [`delete from ${PENDING}`];

const DELTA = `
  insert into ${PENDING} (slot, from_member_id, to_member_id, from_division, to_division, value)
  values (${slotOf('new.created_at')}, new.from_member_id, new.to_member_id,
    (select division_code from members where id = new.from_member_id),
    (select division_code from members where id = new.to_member_id), new.value)`;

export const insightsRecognitionDeltas: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable(PENDING), dialect)
      .addColumn('slot', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_member_id', 'integer', (c) => c.notNull())
      .addColumn('to_member_id', 'integer', (c) => c.notNull())
      .addColumn('from_division', 'varchar(64)')
      .addColumn('to_division', 'varchar(64)')
      .addColumn('value', 'varchar(200)', (c) => c.notNull())
      .execute();
    if (dialect === 'postgres') return;
    await sql`drop trigger insights_recognitions`.execute(db);
    await sql`drop trigger insights_periods_recognitions`.execute(db);
    await sql`create trigger insights_recognitions_delta after insert on recognitions
      begin ${sql.raw(DELTA)}; end`.execute(db);
  },
  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const statement of FOLD) await sql.raw(statement).execute(db);
      await sql`drop trigger insights_recognitions_delta`.execute(db);
      await sql`create trigger insights_recognitions after insert on recognitions
        begin ${sql.raw(SLOT_UPSERTS.join(';\n'))}; end`.execute(db);
      await sql`create trigger insights_periods_recognitions after insert on recognitions
        begin ${sql.raw(MEMBER_ROWS_ONLY.join(';\n'))}; end`.execute(db);
    }
    await db.schema.dropTable(PENDING).execute();
  },
};
