/** `npm run audit`: proves the ledger of the configured database; exits 1 on any problem. */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { auditLedger } from '../ledger/index.js';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
try {
  await migrateToLatest(database);
  const report = await auditLedger(database.db);
  console.log(
    `accounts: ${report.accounts}, transfers: ${report.transfers}, sum of balances: ${report.totalBalance}`,
  );
  for (const p of report.problems) console.log(`problem: ${p}`);
  console.log(report.ok ? 'ledger audit passed' : 'ledger audit FAILED');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
