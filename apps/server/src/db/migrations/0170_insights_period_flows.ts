import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { periodsOf, slotPeriods } from './0150_insights_periods.js';

/**
 * Giving between divisions and values by division per month, quarter and year. Read from the
 * quarter-hour slots, a company's month is every slot of the month times every pair of
 * divisions (or division and value) active in it, which grows with the company's activity.
 * These keep the same counts per calendar period: a trigger on each slot table adds whatever a
 * recognition added to a slot to the slot's month, quarter and year. Both keep the divisions as
 * they were when the recognition was sent, as the slots do, so a member's move changes nothing.
 * Nothing is kept while the period table is not built: the build recounts them.
 */

const TABLES = {
  flow: {
    slots: 'insights_flow_slots',
    periods: 'insights_flow_periods',
    keys: ['from_division', 'to_division'],
  },
  value: {
    slots: 'insights_value_slots',
    periods: 'insights_value_periods',
    keys: ['division_code', 'value'],
  },
} as const;
type Kind = keyof typeof TABLES;

const upsert = (kind: Kind, delta: string) => {
  const { periods, keys } = TABLES[kind];
  return `
  insert into ${periods} (period, ${keys.join(', ')}, recognitions)
  select p.period, ${keys.map((k) => `new.${k}`).join(', ')}, ${delta}
  from (${periodsOf('new.slot')}) p where 1 = 1
  on conflict (period, ${keys.join(', ')}) do update set
    recognitions = ${periods}.recognitions + excluded.recognitions`;
};

/** Refills both from the slots and the period table in force (after their tables are emptied). */
export const INSIGHTS_PERIOD_FLOWS_RECOUNT = (Object.keys(TABLES) as Kind[]).flatMap((kind) => {
  const { slots, periods, keys } = TABLES[kind];
  const cols = keys.map((k) => `s.${k}`).join(', ');
  return [
    `delete from ${periods}`,
    `insert into ${periods} (period, ${keys.join(', ')}, recognitions)
     select p.period, ${cols}, sum(s.recognitions)
     from ${slots} s join (${slotPeriods(slots)}) p on p.slot = s.slot
     group by p.period, ${cols}`,
  ];
});

const BUILT = 'exists (select 1 from insights_period_zone)';

export const insightsPeriodFlows: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('insights_flow_periods')
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('from_division', 'varchar(64)', (c) => c.notNull())
      .addColumn('to_division', 'varchar(64)', (c) => c.notNull())
      .addColumn('recognitions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_flow_periods_pk', ['period', 'from_division', 'to_division'])
      .execute();
    await db.schema
      .createTable('insights_value_periods')
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'varchar(200)', (c) => c.notNull())
      .addColumn('recognitions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_value_periods_pk', ['period', 'division_code', 'value'])
      .execute();
    // The new tables start empty: forget the zone so the next start rebuilds every period roll-up.
    await db.deleteFrom('insights_period_zone').execute();

    for (const kind of Object.keys(TABLES) as Kind[]) {
      const { slots } = TABLES[kind];
      const added = { inserted: 'new.recognitions', updated: 'new.recognitions - old.recognitions' };
      for (const [event, delta] of Object.entries(added)) {
        const name = `insights_${kind}_periods_${event}`;
        const on = `after ${event === 'inserted' ? 'insert' : 'update'} on ${slots}`;
        const when = event === 'inserted' ? '' : 'new.recognitions <> old.recognitions';
        if (dialect === 'postgres') {
          await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$ begin
              if ${sql.raw(BUILT)} then ${sql.raw(upsert(kind, delta))}; end if;
              return null;
            end $$`.execute(db);
          await sql`create trigger ${sql.raw(name)} ${sql.raw(on)} for each row
            ${sql.raw(when ? `when (${when})` : '')} execute function ${sql.raw(name)}()`.execute(db);
        } else {
          await sql`create trigger ${sql.raw(name)} ${sql.raw(on)}
            when ${sql.raw(when ? `${when} and ` : '')}${sql.raw(BUILT)}
            begin ${sql.raw(upsert(kind, delta))}; end`.execute(db);
        }
      }
    }
  },
  async down(db, dialect) {
    for (const kind of Object.keys(TABLES) as Kind[])
      for (const event of ['inserted', 'updated']) {
        const name = `insights_${kind}_periods_${event}`;
        const on = dialect === 'postgres' ? ` on ${TABLES[kind].slots}` : '';
        await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(on)}`.execute(db);
        if (dialect === 'postgres') await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
      }
    await db.deleteFrom('insights_period_zone').execute();
    await db.schema.dropTable('insights_value_periods').execute();
    await db.schema.dropTable('insights_flow_periods').execute();
  },
};
