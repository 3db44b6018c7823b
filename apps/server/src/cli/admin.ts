/**
 * `npm run admin -- <command> …`: programme administration for automation. The commands call
 * the same services as the web admin area and record the same audit entries.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import type { CommandIo } from './admin/command.js';
import { runAdminCommand } from './admin/run.js';

/** A progress bar on a terminal; one line per 10 % when the output is a file or a pipe. */
function terminalIo(): CommandIo {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    progress(label, done, total) {
      const share = total > 0 ? done / total : 1;
      if (tty) {
        const width = 30;
        const filled = Math.round(share * width);
        process.stderr.write(
          `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${Math.floor(share * 100)}%`,
        );
        if (done >= total) process.stderr.write('\n');
      } else {
        const tenth = Math.floor(share * 10);
        if (tenth !== lastTenth) process.stderr.write(`${label} ${done}/${total} ${tenth * 10}%\n`);
        lastTenth = tenth;
      }
      if (done >= total) lastTenth = -1;
    },
  };
}

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
try {
  await migrateToLatest(database);
  process.exitCode = await runAdminCommand(
    { config, database, clock: systemClock },
    process.argv.slice(2),
    terminalIo(),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
