/** `npm run test:api:pg`: the API suite on a throwaway PostgreSQL server (or TEST_DATABASE_URL). */
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.js';

const pg = process.env.TEST_DATABASE_URL ? null : startPostgres();
const url = process.env.TEST_DATABASE_URL ?? pg!.url;
try {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', '--project', 'api-isolated', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: 'postgres', TEST_DATABASE_URL: url },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  pg?.stop();
}
