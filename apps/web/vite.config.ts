import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        // Keep the UI kit apart from app code so a screen change does not bust the vendor cache.
        manualChunks(id) {
          // The rich-text editor is for the admin's content pages only: its own chunk, loaded
          // with that screen, rather than in the UI kit every page loads.
          if (
            /node_modules\/(@mantine\/tiptap|@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)/.test(
              id,
            )
          )
            return 'editor';
          if (id.includes('node_modules/@mantine') || id.includes('node_modules/embla-carousel'))
            return 'mantine';
          if (id.includes('node_modules/react') || id.includes('node_modules/@tanstack')) return 'react';
          return undefined;
        },
      },
    },
  },
});
