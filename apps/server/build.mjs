// Bundles the server and the contract package into dist/main.js; node_modules stay external
// (native modules such as better-sqlite3, sharp and argon2 cannot be bundled).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Chunk names change from build to build: start from an empty folder.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/demo/demo-worker.ts', 'src/cli/audit.ts', 'src/cli/outbox.ts'].filter(
    (f) => {
      try {
        readFileSync(new URL(f, import.meta.url));
        return true;
      } catch {
        return false;
      }
    },
  ),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code shared by the server and the demo worker goes into chunks both load.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  // The contract is TypeScript source in this workspace: bundle it; everything else stays external.
  external: Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@portal/')),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
