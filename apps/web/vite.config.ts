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
          if (id.includes('node_modules/@mantine') || id.includes('node_modules/embla-carousel'))
            return 'mantine';
          if (id.includes('node_modules/react') || id.includes('node_modules/@tanstack')) return 'react';
          return undefined;
        },
      },
    },
  },
});
