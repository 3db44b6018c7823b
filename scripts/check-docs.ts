/**
 * `npm run lint:docs`: every repository path the Markdown files name in backticks exists.
 *
 * What counts as a path, in an inline code span (`like/this.ts`) outside fenced code blocks:
 * - one token, no spaces; not a URL (`https://…`), not an absolute path (`/usr/bin/chromium`,
 *   `/api/…`), not a route pattern (`/recognise/:id`) or anything else with a colon
 *   (`sqlite:./data/portal.db`, `node:crypto`), not a package name (`@portal/contract`), not a
 *   glob or a placeholder (`*`, `{`, `<`, `…`, `$`);
 * - with a `/` and a file extension from FILE_EXTENSIONS: always a path, so it must exist;
 * - with a `/` and no such extension, or a name ending in `/` (a folder: `db/`): a path when its
 *   first segment is a file or folder at one of the bases below, so `application/json` or
 *   `feed/list` (a call's name) are not taken for one;
 * - without a `/`: a path only when it names an entry of the repository's root (`README.md`);
 *   a bare file name (`schema.ts`) is read in the context of its sentence and is not checked.
 * A trailing `/`, a leading `./`, a `#anchor` and a `:line` suffix are dropped. Paths under
 * generated folders (`dist`, `dist-*`, `node_modules`, `data`, `.tmp`, `coverage`) are not checked.
 *
 * Where a path may start: the docs write server paths relative to the server's source
 * (`db/database.ts`, `modules/feed/list.ts`) and web paths relative to the web app's, so a path
 * is found when it exists at the repository root, under one of BASES, or beside the Markdown
 * file that names it (`results/latest.json` in `bench/README.md`), as a Markdown link would.
 *
 * Links and images (`[text](docs/x.md)`, `![alt](images/x.png)`) with a relative target are
 * checked too, relative to the Markdown file, as a reader's click resolves them.
 *
 * "Exists" means a file git tracks or would track (not ignored), or a folder holding one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BASES = ['', 'apps/server/src', 'apps/web/src', 'apps/server', 'apps/web'];

export const FILE_EXTENSIONS = [
  '.ts',
  '.tsx',
  '.md',
  '.json',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.sql',
  '.yml',
  '.yaml',
  '.sh',
  '.svg',
  '.png',
  '.html',
];

const GENERATED = /(^|\/)(dist|dist-[^/]*|node_modules|data|\.tmp|coverage)(\/|$)/;

export interface MissingPath {
  file: string;
  line: number;
  path: string;
}

/** Files git tracks or would track under root (untracked but not ignored ones too). */
export function repoFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter(Boolean)
    .filter((f) => fs.existsSync(path.join(root, f)));
}

/** The Markdown files the check reads: every one git tracks or would track, outside node_modules. */
export function markdownFiles(root: string): string[] {
  return repoFiles(root).filter((f) => f.endsWith('.md') && !f.split('/').includes('node_modules'));
}

/** Files and the folders that hold them, as paths relative to the root. */
function entriesOf(files: Iterable<string>): Set<string> {
  const entries = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) entries.add(parts.slice(0, i).join('/'));
  }
  return entries;
}

const hasFileExtension = (token: string) => FILE_EXTENSIONS.some((ext) => token.endsWith(ext));

/** The path a code span names, or null when the span is not a repository path (see the top). */
export function pathOf(span: string, entries: Set<string>, bases: string[] = BASES): string | null {
  if (/\s/.test(span) || span.length === 0) return null;
  if (span.includes('://') || span.startsWith('/') || span.startsWith('@') || span.startsWith('~'))
    return null;
  let token = span
    .replace(/^\.\//, '')
    .replace(/#.*$/, '')
    .replace(/:\d+(-\d+)?$/, '');
  if (/[*{}<>…$:|=,;()[\]'"`\\]/.test(token) || token.includes('...')) return null;
  const folder = token.endsWith('/');
  token = token.replace(/\/+$/, '');
  if (token === '' || token === '.' || token.startsWith('../')) return null;
  if (GENERATED.test(token)) return null;
  const first = token.split('/')[0]!;
  if (!token.includes('/') && !folder) return entries.has(first) ? token : null;
  if (hasFileExtension(token) && token.includes('/')) return token;
  return bases.some((base) => entries.has(base ? `${base}/${first}` : first)) ? token : null;
}

const existsIn = (entries: Set<string>, p: string, bases: string[]) =>
  bases.some((base) => entries.has(base ? `${base}/${p}` : p));

/** Inline code spans of one line (single or multiple backticks, as CommonMark pairs them). */
function codeSpans(line: string): string[] {
  const spans: string[] = [];
  const re = /(`+)([^`]|[^`].*?[^`])\1(?!`)/g;
  for (const m of line.matchAll(re)) spans.push(m[2]!.trim());
  return spans;
}

/** Relative targets of the line's links and images; URLs, mail and in-page anchors are left out. */
function linkTargets(line: string): string[] {
  const targets: string[] = [];
  for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = decodeURI(m[1]!.replace(/#.*$/, ''));
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    targets.push(target.replace(/\/+$/, ''));
  }
  return targets;
}

/**
 * Every path the given Markdown files (relative to root) name in backticks that exists neither at
 * the root, under one of BASES nor beside the file, and every relative link target that does not
 * exist. `files` defaults to the repository's Markdown files, `known` to its files.
 */
export function findMissingPaths(
  root: string,
  files: string[] = markdownFiles(root),
  known: Iterable<string> = repoFiles(root),
): MissingPath[] {
  const entries = entriesOf(known);
  const missing: MissingPath[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const beside = path.posix.dirname(file);
    const bases = beside === '.' ? BASES : [...BASES, beside];
    let fence: string | null = null;
    lines.forEach((line, i) => {
      const opening = /^\s*(```+|~~~+)/.exec(line);
      if (opening) {
        if (fence === null) fence = opening[1]![0]!;
        else if (opening[1]![0] === fence) fence = null;
        return;
      }
      if (fence !== null) return;
      for (const target of linkTargets(line)) {
        const p = path.posix.normalize(path.posix.join(beside, target));
        if (!entries.has(p)) missing.push({ file, line: i + 1, path: target });
      }
      for (const span of codeSpans(line)) {
        const p = pathOf(span, entries, bases);
        if (p !== null && !existsIn(entries, p, bases)) missing.push({ file, line: i + 1, path: p });
      }
    });
  }
  return missing;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = path.resolve(import.meta.dirname, '..');
  const missing = findMissingPaths(root);
  for (const m of missing) console.error(`${m.file}:${m.line}: \`${m.path}\` does not exist`);
  if (missing.length > 0) {
    console.error(`${missing.length} path(s) named in Markdown do not exist (scripts/check-docs.ts).`);
    process.exitCode = 1;
  }
}
