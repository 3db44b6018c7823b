import type { PortalMigration } from './helpers.js';

/** Scheduled jobs claim each period once, across every instance (src/scheduling/scheduler.ts). */
export const jobs: PortalMigration = {
  async up(db) {
    await db.schema
      .createTable('job_runs')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('period_key', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period_key'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('job_runs').ifExists().execute();
  },
};
