import { fork } from 'node:child_process';
import { secretsStartWarning } from './lib/secret-box.js';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { systemClock } from './lib/clock.js';
import { configuredTransports } from './messaging/transports.js';
import { startOutboxWorker } from './messaging/worker.js';
import { webhookTransport } from './modules/integrations/index.js';
import { SCHEDULED_JOBS } from './jobs/index.js';
import { startScheduler } from './scheduling/scheduler.js';
import { chatTransports, startSlackSocketMode } from './modules/chat/index.js';
import { pushTransport, vapidKeys } from './modules/push/index.js';
import { startInsightsFolding } from './modules/insights/index.js';
import { limitHeapGrowth } from './ops/heap.js';

/**
 * Loads the demo company into an empty database in a child process (demo/demo-worker.ts), so
 * its generators and the packages they need (faker, sharp) never enter the server's memory:
 * everything they took is given back when the child exits, before the server listens. An
 * in-memory SQLite database is private to its connection: that one is filled in this process.
 */
async function loadDemo(database: Database, config: Config): Promise<void> {
  if (config.DATABASE_URL === 'sqlite::memory:') {
    const { loadDemoIfEmpty } = await import('./demo/load-demo.js');
    await loadDemoIfEmpty(database, config);
    return;
  }
  // Beside this file: src/demo/demo-worker.ts under tsx (whose loader the child inherits with
  // this process's flags), dist/demo/demo-worker.js when built.
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const child = fork(fileURLToPath(new URL(`./demo/demo-worker.${ext}`, import.meta.url)), {
    stdio: 'inherit',
  });
  const stop = () => child.kill();
  process.once('exit', stop);
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`Loading the demo company stopped (${signal ?? `exit code ${code}`})`)),
      );
    });
  } finally {
    process.off('exit', stop);
  }
}

async function main() {
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWING_PERCENT);
  const database = openDatabase(config.DATABASE_URL, { poolSize: config.DATABASE_POOL_SIZE });
  await migrateToLatest(database);
  if (config.DEMO_DATA) await loadDemo(database, config);
  // Made (or checked) at start, so a half-set key pair stops the server instead of the first push.
  await vapidKeys(database.db, config);
  const app = await buildApp({ config, database });
  const secretsWarning = secretsStartWarning(config);
  if (secretsWarning) app.log.warn(secretsWarning);
  const transports = {
    ...configuredTransports(config),
    webhook: webhookTransport(database.db, config, systemClock),
    ...chatTransports(database.db, config),
    push: pushTransport(database.db, config, systemClock),
  };
  const stopOutbox = startOutboxWorker(database.db, transports, systemClock, {
    pollMs: config.OUTBOX_POLL_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    onError: (err) => app.log.error({ err }, 'outbox worker'),
  });
  const stopJobs = startScheduler({ config, database, clock: systemClock }, SCHEDULED_JOBS, {
    pollMs: config.JOBS_POLL_MS,
    onError: (err, job) => app.log.error({ err, job }, 'scheduled job'),
  });

  const stopFolding = startInsightsFolding(database, {
    pollMs: config.INSIGHTS_FOLD_MS,
    onError: (err) => app.log.error({ err }, 'insights fold'),
  });

  // Socket Mode connects only when an admin turned it on; the set-up is re-read every 30 s.
  const stopSocketMode = startSlackSocketMode(
    { config, database, clock: systemClock },
    { pollMs: 30_000, onError: (err) => app.log.error({ err }, 'slack socket mode') },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await stopJobs();
      await stopFolding();
      await stopSocketMode();
      await stopOutbox();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // glibc's allocator left alone lets picture decoding fragment memory (README, Security notes).
  if (process.platform === 'linux' && !(process.env.MALLOC_ARENA_MAX && process.env.MALLOC_MMAP_THRESHOLD_))
    app.log.warn(
      'MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ are not set: picture uploads may use much more memory (npm start sets them)',
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
