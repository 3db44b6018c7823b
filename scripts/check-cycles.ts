/**
 * `npm run lint:cycles`: no import cycle among the code's own modules. A cycle makes the order
 * in which modules start matter (a value read before its module ran is undefined) and ties
 * layers together that the boundaries keep apart.
 *
 * dpdm reads the import graph with TypeScript's parser in seconds; ESLint's import/no-cycle
 * did the same job by walking the graph again from every file, which was nearly all of the
 * lint's time. Type-only imports are left out (`transform`): they vanish when compiled.
 */
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(import.meta.dirname, '..');

/** The folders whose modules may not import each other in a circle. */
export const CYCLE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/build',
  'packages/contract/src',
  'scripts',
];

/** Every import cycle among `entries` (globs relative to `cwd`), each as the files in it. */
export async function importCycles(
  entries: string[],
  { cwd = root, exclude = /node_modules|\/dist\/|lint-fixtures/ } = {},
): Promise<string[][]> {
  const tree = await parseDependencyTree(entries, {
    cwd,
    context: cwd,
    transform: true,
    skipDynamicImports: true,
    exclude,
    extensions: ['.ts', '.tsx', '.mjs', '.js'],
  });
  return parseCircular(tree, true);
}

async function main(): Promise<void> {
  const cycles = await importCycles(CYCLE_ROOTS.map((r) => `${r}/**/*.{ts,tsx}`));
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s) (scripts/check-cycles.ts).`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
