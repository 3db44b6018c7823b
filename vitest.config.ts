import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './apps/web/build/lingui-plugins.js';
import { E2E_WORKERS } from './e2e/support/workers.js';
import { LongestFirst } from './scripts/lib/longest-first.js';

/**
 * API files that change what a module read when it was first imported (process.env, a stubbed
 * NODE_ENV): they run in a module registry of their own. Every other API file shares its
 * worker's modules with the files before it, instead of importing the whole server again for
 * each file (most of a file's time was that import). Module-level state in the server is kept
 * per database or per configuration (WeakMaps), and each file has a database of its own.
 */
const API_ISOLATED = [
  'apps/server/src/cli/admin/chat-commands.test.ts',
  'apps/server/src/db/prepared-write.test.ts',
];
const COMPONENT_TESTS = 'apps/web/src/**/*.component.test.tsx';
const API_FILES = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const API_OPTIONS = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Every answer a test provokes must be one the OpenAPI document describes (openapi-answers.ts).
  setupFiles: ['apps/server/test/openapi-answers-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// Two cores: two workers at most, so API files do not starve the database server.
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // `npm run coverage`: the lines of the web app and the server that the unit and API files run
    // (the browser suite's lines run in Chromium and a built server, outside v8's count here).
    coverage: {
      provider: 'v8',
      include: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
      reporter: ['json-summary'],
      reportsDirectory: '.tmp/coverage',
    },
    projects: [
      {
        // The web app's messages are Lingui macros and its catalogues `.po` files, as in the build.
        plugins: linguiPlugins(),
        test: {
          name: 'unit',
          // Threads start a file with less work than processes, and no unit file needs a process.
          pool: 'threads',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [COMPONENT_TESTS],
          environment: 'node',
          // English for the web app's plain modules, which format their messages through Lingui.
          setupFiles: ['apps/web/src/test/i18n-setup.ts'],
        },
      },
      {
        plugins: linguiPlugins(),
        test: {
          // Component tests (*.component.test.tsx): each renders a screen through
          // apps/web/src/test/render-screen.tsx, whose afterEach leaves a fresh page (nothing
          // rendered, stored or signed in, no stubbed global) and a fresh query client per render.
          // So a worker's files share its modules (React, Mantine, the app's own) instead of
          // importing them again for each file, most of a file's time when each had its own.
          name: 'components',
          pool: 'threads',
          isolate: false,
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/i18n-setup.ts', 'apps/web/src/test/component-setup.ts'],
        },
      },
      {
        test: { name: 'api', include: API_FILES, exclude: API_ISOLATED, isolate: false, ...API_OPTIONS },
      },
      {
        test: { name: 'api-isolated', include: API_ISOLATED, ...API_OPTIONS },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // Screens answer within a second on a quiet machine; CI may be far busier.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ['e2e/global-setup.ts'],
          // One worker per server (e2e/global-setup.ts): a worker's files run one after another.
          maxWorkers: E2E_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
