import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file as the file is loaded. */
const HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a signed-in first load runs nearly all of (the shared vendor chunk and the
 * app's start) with V8's explicit compile hint. Without it V8 compiles each function on the main
 * thread at its first call, and most of them are first called in the app's first render, which
 * on a phone made that render the longest task of the load; with it Chrome compiles them while
 * the file streams in, on a background thread. Browsers without the hint read a comment.
 * Screens' own chunks are left to lazy compilation: a visit runs only a few of them.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the chunks (the lazy imports' dependency map opens a chunk).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          // The hint must open the file; the source map moves down the one line it takes.
          chunk.code = `${HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
