import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, serverMain, webDist } from './paths.js';

/**
 * Makes sure the production build exists (apps/web/dist and apps/server/dist/main.js),
 * running `npm run build` at the root when it is missing or when `force` is set.
 */
export function ensureBuild(force = false): void {
  const webIndex = path.join(webDist, 'index.html');
  if (!force && fs.existsSync(serverMain) && fs.existsSync(webIndex)) {
    const at = new Date(Math.min(fs.statSync(serverMain).mtimeMs, fs.statSync(webIndex).mtimeMs));
    console.log(`Using the existing production build (built ${at.toISOString()}; --build rebuilds it).`);
    return;
  }
  console.log('Building the production build (npm run build)…');
  const res = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm run build failed with status ${res.status}`);
}
