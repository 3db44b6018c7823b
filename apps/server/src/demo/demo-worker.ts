/**
 * Loads the demo company into an empty database, in a child process of the server: the
 * generators (faker, picture drawing) live and die with it, so the server never keeps them in
 * memory. Exits 0 once loaded (or when the database already had members).
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { loadDemoIfEmpty } from './load-demo.js';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
try {
  await loadDemoIfEmpty(database, config);
} finally {
  await database.close();
}
// Reached only when loaded: nothing left should keep the process, but it must not linger.
process.exit(0);
