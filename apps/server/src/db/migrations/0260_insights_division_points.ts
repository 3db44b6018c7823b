import { sql } from 'kysely';
import {
  createRollupTriggers,
  dropRollupTriggers,
  withId,
  type MigrationDb,
  type PortalMigration,
  type RollupTrigger,
} from './helpers.js';
import type { Dialect } from '../database.js';

/**
 * Points per period and division (insights_division_points), so a division, cluster or company
 * reads a few rows per division instead of one per member: Pay It Forward granted and given,
 * shop orders and points, the redeem accounts' net change (whose month rows up to a period's
 * end sum to the liability then), the givers and redeemers (members whose period row went
 * above 0), and the managers' budget columns (budgets by division).
 *
 * Every transfer of a division would update the same row, and a transfer between two
 * divisions, or a batch over many members, touches them in member order: on PostgreSQL two
 * such transactions could each hold a row the other needs. So the triggers only append deltas
 * to insights_division_points_pending, which takes no lock anyone waits for, and a fold moves
 * them into the sums in one statement sorted by key (before points are read, and daily). A
 * member who moves division, becomes or stops being a manager, leaves or comes back takes all
 * their period rows out of the old division's sums and into the new ones' the same way.
 * Like the other period roll-ups these describe today's active members, and nothing is
 * counted while the period table is not built: the build recounts everything.
 */

/** Summed as they are from the members' period rows. */
const SUMS = ['pif_granted', 'pif_given', 'orders', 'shop_points', 'shop_refunded', 'redeem_net'];
/** Members whose period row is above 0: givers of Pay It Forward, redeemers in the shop. */
const FIRSTS = { givers: 'pif_given', redeemers: 'orders' } as const;
/** The managers' own budget columns (their recognise and Pay It Forward accounts). */
const MANAGERS = {
  budget_allocated: 'budget_allocated',
  budget_given: 'budget_given',
  budget_net: 'recognise_net',
  manager_pif_net: 'pif_net',
} as const;

export const DIVISION_POINT_COLUMNS = [...SUMS, ...Object.keys(FIRSTS), ...Object.keys(MANAGERS)];
const MEMBER_COLUMNS = [...SUMS, ...Object.values(MANAGERS)];

/** Period row `p` of a member `m` (a members row), times `sign`, as the table's columns. */
const rowOf = (p: string, m: string, sign: string) =>
  [
    ...SUMS.map((c) => `${sign} * ${p}.${c}`),
    ...Object.values(FIRSTS).map((c) => `${sign} * (case when ${p}.${c} > 0 then 1 else 0 end)`),
    ...Object.values(MANAGERS).map(
      (c) => `case when ${m}.is_manager = 1 then ${sign} * ${p}.${c} else 0 end`,
    ),
  ]
    .map((e, i) => `${e} as ${DIVISION_POINT_COLUMNS[i]}`)
    .join(', ');

const appendPending = (select: string) => `
  insert into insights_division_points_pending (period, division_code, ${DIVISION_POINT_COLUMNS.join(', ')})
  ${select}`;

/** A member's period row inserted (`old` null) or updated: the difference, under their division. */
const periodChange = (old: string | null) =>
  appendPending(`
  select new.period, m.division_code, ${rowOf('new', 'm', '1')}
  from members m where m.id = new.member_id and m.employment_status = 'active'
  ${old ? `union all select ${old}.period, m.division_code, ${rowOf(old, 'm', '-1')} from members m where m.id = ${old}.member_id and m.employment_status = 'active'` : ''}`);

/** Member `m`'s period rows, times `sign`, under their division while active. */
const rowsOf = (m: string, sign: string) => `
  select mp.period, ${m}.division_code, ${rowOf('mp', m, sign)}
  from insights_member_periods mp
  where mp.member_id = ${m}.id and ${m}.employment_status = 'active'`;

const ON_MOVE = appendPending(`${rowsOf('old', '-1')} union all ${rowsOf('new', '1')}`);

const addTo = DIVISION_POINT_COLUMNS.map((c) => `${c} = insights_division_points.${c} + excluded.${c}`).join(
  ', ',
);

/** Adds the folded `rows` (a select of period, division_code and the columns) in key order. */
const addFolded = (rows: string) => `
  insert into insights_division_points (period, division_code, ${DIVISION_POINT_COLUMNS.join(', ')})
  select x.period, x.division_code, ${DIVISION_POINT_COLUMNS.map((c) => `sum(x.${c})`).join(', ')}
  from (${rows}) x
  group by x.period, x.division_code
  order by x.period, x.division_code
  on conflict (period, division_code) do update set ${addTo}`;

/**
 * Moves every pending delta into the sums. On PostgreSQL one statement deletes and adds, so two
 * instances folding at once split the rows between them; SQLite runs one writer at a time.
 */
export const foldStatements = (dialect: Dialect) =>
  dialect === 'postgres'
    ? [
        addFolded(`select * from moved`).replace(
          'insert into',
          'with moved as (delete from insights_division_points_pending returning *) insert into',
        ),
      ]
    : [
        addFolded(`select * from insights_division_points_pending`),
        'delete from insights_division_points_pending',
      ];

export const INSIGHTS_DIVISION_POINTS_RECOUNT = [
  'delete from insights_division_points_pending',
  'delete from insights_division_points',
  addFolded(`select mp.period, m.division_code, ${rowOf('mp', 'm', '1')}
    from insights_member_periods mp join members m on m.id = mp.member_id
    where m.employment_status = 'active'`),
];

const changed = MEMBER_COLUMNS.map((c) => `new.${c} <> old.${c}`).join(' or ');
const TRIGGERS: Record<string, RollupTrigger> = {
  insights_division_points_inserted: {
    table: 'insights_member_periods',
    on: 'after insert on insights_member_periods',
    when: MEMBER_COLUMNS.map((c) => `new.${c} <> 0`).join(' or '),
    body: periodChange(null),
  },
  insights_division_points_updated: {
    table: 'insights_member_periods',
    on: 'after update on insights_member_periods',
    when: changed,
    body: periodChange('old'),
  },
  insights_division_points_moves: {
    table: 'members',
    on: 'after update of division_code, employment_status, is_manager on members',
    when: ['division_code', 'employment_status', 'is_manager']
      .map((c) => `old.${c} is not new.${c}`)
      .join(' or '),
    body: ON_MOVE,
  },
};

async function createTables(db: MigrationDb, dialect: Dialect) {
  let sums = db.schema
    .createTable('insights_division_points')
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('division_code', 'varchar(64)', (c) => c.notNull());
  let pending = withId(db.schema.createTable('insights_division_points_pending'), dialect)
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('division_code', 'varchar(64)', (c) => c.notNull());
  for (const c of DIVISION_POINT_COLUMNS) {
    sums = sums.addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0));
    pending = pending.addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0));
  }
  await sums.addPrimaryKeyConstraint('insights_division_points_pk', ['period', 'division_code']).execute();
  await pending.execute();
}

export const insightsDivisionPoints: PortalMigration = {
  async up(db, dialect) {
    await createTables(db, dialect);
    // Budgets by division count each division's managers.
    await db.schema
      .createIndex('members_managers_division_idx')
      .on('members')
      .columns(['division_code', 'employment_status'])
      .where(sql.ref('is_manager'), '=', 1)
      .execute();
    // Managers a page at a time in name order, whatever the case ("van der Merwe" among the Vs):
    // those who lead anyone from every member, budget holders from the managers alone.
    await db.schema
      .createIndex('members_name_order_idx')
      .on('members')
      .expression(sql`lower(surname), lower(firstname), id`)
      .execute();
    await db.schema
      .createIndex('members_managers_by_name_idx')
      .on('members')
      .expression(sql`lower(surname), lower(firstname), id`)
      .where(sql.ref('is_manager'), '=', 1)
      .execute();
    await createRollupTriggers(db, dialect, TRIGGERS);
    // Filled by the next build of the period table, which this asks for.
    await sql`delete from insights_period_zone`.execute(db);
  },
  async down(db, dialect) {
    await dropRollupTriggers(db, dialect, TRIGGERS);
    await db.schema.dropIndex('members_managers_division_idx').execute();
    await db.schema.dropIndex('members_managers_by_name_idx').execute();
    await db.schema.dropIndex('members_name_order_idx').execute();
    await db.schema.dropTable('insights_division_points_pending').execute();
    await db.schema.dropTable('insights_division_points').execute();
  },
};
