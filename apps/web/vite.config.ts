import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { contractClient, contractSideEffectFree } from './build/contract-client';
import { linguiPlugins } from './build/lingui-plugins';
import { prerenderWelcome } from './build/prerender-welcome';
import { serviceWorker } from './build/service-worker';

/** The API server (apps/server) in development; production serves dist itself. */
const backend = 'http://localhost:3000';
const serverPaths = [
  '/api',
  '/profilepic',
  '/profilepictemp',
  '/getinvolvedpic',
  '/getinvolvedpictmp',
  '/healthz',
  // Provider callbacks, chat integrations and SCIM answer outside /api.
  '/payments',
  '/integrations',
  '/scim',
  // The web app manifest and its icons follow the programme settings.
  '/manifest.webmanifest',
  '/pwa',
];
const proxy = Object.fromEntries(serverPaths.map((path) => [path, { target: backend, changeOrigin: true }]));

/**
 * The browser build runs on Preact's React compatibility layer, which is much smaller than
 * React on every first load and keeps Home within its budget (docs/first-load.md). `PORTAL_PREACT=0` builds with React
 * itself (to tell a compatibility problem from a bug); development always uses React.
 */
const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The toast container loads with the first toast; see build/notifications-on-demand.js. */
const notificationsOnDemand = {
  find: /^@mantine\/notifications$/,
  replacement: fileURLToPath(new URL('./build/notifications-on-demand.js', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  plugins: [
    contractClient(),
    ...linguiPlugins(),
    prerenderWelcome(),
    serviceWorker(),
    compileHints(['react', 'start']),
  ],
  // Development keeps React itself, for Fast Refresh and React's development warnings.
  resolve: {
    alias: [
      notificationsOnDemand,
      ...(command === 'build' && process.env.PORTAL_PREACT !== '0' ? reactToPreact : []),
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // No <link rel="modulepreload"> for a lazy screen's chunks: on a phone each link the app
    // appends costs milliseconds of the task that renders the screen (Home's first render
    // appended a dozen, a sixth of its blocking time). The browser still fetches a screen's
    // chunks as their imports are read, the CSS is still linked, and the service worker holds
    // every member screen after the first visit, so the round trip it saved is rarely made.
    modulePreload: false,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !contractSideEffectFree(id) },
      output: {
        // Keep the UI kit apart from app code so a screen change does not bust the vendor cache.
        manualChunks(id) {
          // Only what every signed-in screen needs goes in the shared vendor chunk; the rest
          // (carousel, number input, zod, CSV, sanitiser) follows the screens that use it.
          if (/node_modules\/(preact|react-router|@tanstack)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
