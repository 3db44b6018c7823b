import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithEsbuild, type Plugin } from 'vite';
import type { OutputBundle } from 'rollup';

const SOURCE = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));

/** Screens only programme admins open are not kept for everybody; they load when opened. */
const ADMIN_ONLY = /\/features\/admin\//;

/**
 * The app shell: the entry and everything it imports, statically or through two dynamic steps
 * (the app's start and Welcome's island, then the screens the router loads), with their CSS, so
 * a member's screens open offline even before they were first visited. Admin screens are left
 * out; the worker keeps them when first opened.
 */
export function shellFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (name: string, dynamicDepth: number) => {
    const chunk = bundle[name];
    if (!chunk || files.has(name)) return;
    if (chunk.type === 'chunk' && chunk.facadeModuleId && ADMIN_ONLY.test(chunk.facadeModuleId)) return;
    files.add(name);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) visit(dep, dynamicDepth);
    if (dynamicDepth > 0) for (const dep of chunk.dynamicImports) visit(dep, dynamicDepth - 1);
  };
  for (const [name, chunk] of Object.entries(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(name, 2);
  return [...files].sort();
}

/**
 * Builds src/service-worker/sw.ts to /sw.js with the shell's file list and a version that changes
 * with it, so every deploy installs a worker that caches the new shell. A hand-written worker
 * of a few kilobytes rather than Workbox: the portal needs only a shell cache, a pass-through
 * for the API and the push handlers, and it is loaded after the page, never on the first load.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'portal-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const shell = ['/', '/logo.svg', ...shellFiles(bundle).map((f) => `/${f}`)];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const { code } = await transformWithEsbuild(readFileSync(SOURCE, 'utf8'), SOURCE, {
        loader: 'ts',
        format: 'esm',
        target: 'es2022',
        minify: true,
        define: { __SHELL__: JSON.stringify(shell), __VERSION__: JSON.stringify(version) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
