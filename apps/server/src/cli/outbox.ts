/**
 * `npm run outbox [-- --limit N]`: prints the latest outbox messages, newest first. With no
 * SMTP or SMS gateway configured nothing is sent, so this is where a newcomer reads a
 * one-time code or an e-card.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Math.max(1, Number(process.argv[limitArg + 1]) || 10) : 10;
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
try {
  await migrateToLatest(database);
  const rows = await database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const m of rows) {
    console.log(
      `#${m.id} ${m.createdAt} ${m.channel.toUpperCase()} to ${m.recipient} [${m.template}] ${m.status}${m.attempts ? ` after ${m.attempts} attempt(s)` : ''}`,
    );
    if (m.subject) console.log(`  Subject: ${m.subject}`);
    for (const line of m.bodyText.split('\n')) console.log(`  ${line}`);
    if (m.lastError) console.log(`  Last error: ${m.lastError}`);
    console.log('');
  }
} finally {
  await database.close();
}
