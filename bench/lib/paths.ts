import path from 'node:path';

/** Every path is derived from this file's place in the repository, never written in. */
export const benchDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');
export const serverMain = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
