/**
 * Loads the demo company into an empty database, in a worker thread of the server: the
 * generators (faker, picture drawing) live and die with the worker, so the server never keeps
 * them in memory.
 */
import { parentPort } from 'node:worker_threads';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { loadDemoIfEmpty } from './load-demo.js';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
try {
  parentPort?.postMessage({ loaded: await loadDemoIfEmpty(database, config) });
} finally {
  await database.close();
}
