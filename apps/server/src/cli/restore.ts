/**
 * `npm run restore -- <file>`: replaces the SQLite database with a backup (stop the server
 * first), brings it to the latest migration and audits its ledger.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { auditLedger } from '../ledger/index.js';
import { restoreSqlite } from '../ops/backup.js';

const config = loadConfig();
const [backup] = process.argv.slice(2);
if (!config.DATABASE_URL.startsWith('sqlite:')) {
  console.error('The database is PostgreSQL: restore a pg_dump file with');
  console.error('  pg_restore --clean --if-exists --dbname="$DATABASE_URL" portal.dump');
  process.exitCode = 2;
} else if (!backup) {
  console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
  process.exitCode = 2;
} else {
  try {
    restoreSqlite(backup, config.DATABASE_URL.slice('sqlite:'.length));
    const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
    try {
      await migrateToLatest(database);
      const report = await auditLedger(database.db);
      console.log(`Restored ${backup}: ${report.accounts} accounts, ${report.transfers} transfers`);
      for (const p of report.problems) console.log(`problem: ${p}`);
      console.log(report.ok ? 'ledger audit passed' : 'ledger audit FAILED');
      process.exitCode = report.ok ? 0 : 1;
    } finally {
      await database.close();
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
