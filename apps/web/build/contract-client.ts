import fs from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';
import * as contract from '../../../packages/contract/src/index';

const contractSrc = path.resolve(import.meta.dirname, '../../../packages/contract/src');
const webSrc = path.resolve(import.meta.dirname, '../src');
const VIRTUAL = '\0contract-client';
const LITE = '\0contract-lite:';

/**
 * Folders whose modules load with the first screen and only name calls to send them (callApi
 * reads `call.path`); they get the contract without its zod schemas. Screens that validate a
 * form keep the real contract and load zod with their own chunk.
 */
const PATHS_ONLY_DIRS = [
  'lib',
  'app',
  'components',
  'features/home',
  'features/auth',
  'features/cookies',
  // Home's feed section and the header's bell load beside Home: they read constants only.
  'features/feed',
  'features/notifications',
].map((dir) => path.join(webSrc, dir) + path.sep);
/** A module that reads a schema (or hands calls on to code that does) needs the real contract. */
const USES_SCHEMAS = /\.(body|response)\b|safeParse|fieldErrorsFrom|\bZ[A-Z]\w+|\bcalls\b/;

/** The code of a module without its comments: a comment that says "calls" reads no schema. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');

const isCall = (value: unknown): value is { path: string; body: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'body' in value &&
  typeof (value as { path?: unknown }).path === 'string';
/** An area of calls (`member`, `site`…), told from the contract's other objects by its calls. */
const isCallNamespace = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.values(value).some(isCall);

/** The contract's own modules, minus the calls (replaced by paths), openapi and the zod error map. */
function plainModules(): string[] {
  const index = fs.readFileSync(path.join(contractSrc, 'index.ts'), 'utf8');
  return [...index.matchAll(/export \* from '\.\/(.+?)\.js'/g)]
    .map((m) => m[1] as string)
    .filter((m) => !['zod-messages', 'calls/index', 'openapi'].includes(m))
    .map((m) => path.join(contractSrc, `${m}.ts`));
}

function clientModule(): string {
  const lines = plainModules().map((file) => `export * from ${JSON.stringify(LITE + file)};`);
  for (const [name, value] of Object.entries(contract)) {
    if (name === 'calls' || !isCallNamespace(value)) continue;
    const paths = Object.fromEntries(
      Object.entries(value).flatMap(([call, def]) => (isCall(def) ? [[call, { path: def.path }]] : [])),
    );
    lines.push(`export const ${name} = ${JSON.stringify(paths)};`);
  }
  return lines.join('\n');
}

interface Node {
  type: string;
  start: number;
  end: number;
  source?: { value: string };
  declaration?: Node | null;
  declarations?: { id: { name?: string }; init?: Node | null }[];
  id?: { name?: string } | null;
}

/**
 * A contract module without its zod values: every top-level declaration that uses `z` (or a
 * declaration already dropped) goes, so the first load keeps the constants and rules and never
 * imports zod. Relative imports point at lite copies too.
 */
async function liteModule(file: string, parse: (code: string) => unknown): Promise<string> {
  const { code } = await transformWithEsbuild(fs.readFileSync(file, 'utf8'), file, { loader: 'ts' });
  const program = parse(code) as { body: Node[] };
  const dropped = new Set<string>(['z']);
  const uses = (text: string) => [...dropped].some((name) => new RegExp(`\\b${name}\\b`).test(text));
  const cut: Node[] = [];
  for (const statement of program.body) {
    const text = code.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      if (statement.source?.value === 'zod') cut.push(statement);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration || !uses(text)) continue;
    const names =
      declaration.type === 'VariableDeclaration'
        ? (declaration.declarations ?? []).map((d) => d.id.name ?? '')
        : [declaration.id?.name ?? ''];
    names.forEach((name) => name && dropped.add(name));
    cut.push(statement);
  }
  let out = code;
  for (const node of cut.sort((a, b) => b.start - a.start))
    out = out.slice(0, node.start) + out.slice(node.end);
  out = out.replace(
    /(from\s+)(['"])(\.{1,2}\/[^'"]+)\.js\2/g,
    (_m, from: string, _q, rel: string) =>
      `${from}${JSON.stringify(LITE + path.resolve(path.dirname(file), `${rel}.ts`))}`,
  );
  if (/\bz\./.test(out)) throw new Error(`${file}: a kept value still uses zod`);
  return out;
}

/**
 * Serves the first load's modules a contract whose calls are `{ path }` only and whose modules
 * hold no zod values, so zod and every schema stay out of the first load.
 */
export function contractClient(): Plugin {
  return {
    name: 'contract-client',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(LITE)) return source;
      if (source !== '@portal/contract' || !importer) return null;
      const file = importer.split('?')[0] as string;
      if (!PATHS_ONLY_DIRS.some((dir) => file.startsWith(dir))) return null;
      if (USES_SCHEMAS.test(withoutComments(fs.readFileSync(file, 'utf8')))) return null;
      return VIRTUAL;
    },
    load(id) {
      if (id === VIRTUAL) return clientModule();
      if (id.startsWith(LITE)) return liteModule(id.slice(LITE.length), (code) => this.parse(code));
      return null;
    },
  };
}

/** Contract modules other than the zod error map only define values: unused ones can be dropped. */
export const contractSideEffectFree = (id: string): boolean =>
  id.startsWith(LITE) || (id.startsWith(contractSrc) && !id.endsWith('zod-messages.ts'));
