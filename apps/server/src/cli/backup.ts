/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database while the server runs.
 * PostgreSQL has its own tool: pg_dump (see the notes printed below).
 */
import { loadConfig } from '../config.js';
import { backupSqlite } from '../ops/backup.js';

const config = loadConfig();
const [target] = process.argv.slice(2);
if (!config.DATABASE_URL.startsWith('sqlite:')) {
  console.error('The database is PostgreSQL: back it up with pg_dump, for example');
  console.error('  pg_dump --format=custom --file=portal.dump "$DATABASE_URL"');
  console.error('and restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" portal.dump');
  process.exitCode = 2;
} else if (!target) {
  console.error('Usage: npm run backup -- <file>');
  process.exitCode = 2;
} else {
  try {
    const started = Date.now();
    const { bytes } = backupSqlite(config.DATABASE_URL.slice('sqlite:'.length), target);
    console.log(
      `Backed up to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${Date.now() - started} ms)`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
