import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractClient, contractSideEffectFree } from './build/contract-client';
import { prerenderWelcome } from './build/prerender-welcome';

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
];
const proxy = Object.fromEntries(serverPaths.map((path) => [path, { target: backend, changeOrigin: true }]));

export default defineConfig({
  plugins: [contractClient(), react(), prerenderWelcome()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !contractSideEffectFree(id) },
      output: {
        // Keep the UI kit apart from app code so a screen change does not bust the vendor cache.
        manualChunks(id) {
          // Only what every signed-in screen needs goes in the shared vendor chunk; the rest
          // (carousel, number input, zod, CSV, sanitiser) follows the screens that use it.
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
