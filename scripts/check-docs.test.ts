import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMissingPaths, markdownFiles } from './check-docs.js';

/** A small repository in a temporary folder: the check reads what git would track there. */
let root: string;

function write(file: string, text = '') {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'dist/\n');
  write('apps/server/src/db/database.ts', 'export {};\n');
  write('apps/web/src/lib/api.ts', 'export {};\n');
  write('docs/images/home.png');
  write('bench/results/latest.json', '{}');
  write('apps/web/dist/index.html');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const check = (markdown: string, file = 'README.md') => {
  write(file, markdown);
  return findMissingPaths(root, [file]);
};

describe('docs check', () => {
  it('reports a path that does not exist, with its file and line', () => {
    const missing = check('# Title\n\nThe server reads `apps/server/src/db/gone.ts` at start.\n');
    expect(missing).toEqual([{ file: 'README.md', line: 3, path: 'apps/server/src/db/gone.ts' }]);
  });

  it('passes a path that exists, from the root or relative to a source folder', () => {
    const text = [
      'See `apps/server/src/db/database.ts`, `db/database.ts`, `lib/api.ts` and `db/`.',
      'Screens: `docs/images/home.png` and ![Home](docs/images/home.png).',
      'Start with `README.md`.',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('reads a path beside the Markdown file that names it', () => {
    expect(check('Figures in `results/latest.json`; `results/gone.json` is not.', 'bench/README.md')).toEqual(
      [{ file: 'bench/README.md', line: 1, path: 'results/gone.json' }],
    );
  });

  it('reports a moved server path and a broken link', () => {
    const missing = check('Old `modules/shop/admin-catalogue.ts`.\n[gone](docs/gone.md)\n');
    expect(missing.map((m) => `${m.line}: ${m.path}`)).toEqual([
      '1: modules/shop/admin-catalogue.ts',
      '2: docs/gone.md',
    ]);
  });

  it('leaves alone what is not a repository path', () => {
    const text = [
      'Routes `/recognise/:id` and `/api/report/myrecognitions`, `https://example.com/a.json`,',
      'globs `docs/screens/*-375.png` and `modules/{a,b}/x.ts`, `modules/<name>/index.ts`,',
      '`npm run admin -- help`, `application/json`, `@portal/contract`, `sqlite:./data/portal.db`,',
      'a bare `schema.ts`, the build output `apps/web/dist/index.html`, and `PUBLIC_URL/scim/v2`.',
      '```sh',
      'cat apps/server/src/not-here.ts `apps/nothing.ts`',
      '```',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('lists the Markdown files git would track', () => {
    write('docs/guide.md', 'text');
    write('node_modules/pkg/README.md', 'text');
    write('dist/notes.md', 'text');
    expect(markdownFiles(root).sort()).toEqual(['docs/guide.md']);
  });
});
