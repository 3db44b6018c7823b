/**
 * `npm run coverage` ends here: line coverage of the web app and of the server, each as one
 * figure, from the summary v8's coverage wrote (.tmp/coverage/coverage-summary.json).
 */
import fs from 'node:fs';
import path from 'node:path';

interface Counts {
  total: number;
  covered: number;
}
type Summary = Record<string, { lines: Counts }>;

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, '.tmp/coverage/coverage-summary.json');
const summary = JSON.parse(fs.readFileSync(file, 'utf8')) as Summary;

/** Lines covered and in all of the files under `folder`. */
function linesUnder(folder: string, of: Summary): Counts {
  const prefix = path.join(root, folder) + path.sep;
  const counts = { total: 0, covered: 0 };
  for (const [name, entry] of Object.entries(of)) {
    if (!name.startsWith(prefix)) continue;
    counts.total += entry.lines.total;
    counts.covered += entry.lines.covered;
  }
  return counts;
}

for (const folder of ['apps/web/src', 'apps/server/src']) {
  const { total, covered } = linesUnder(folder, summary);
  const share = total === 0 ? 0 : (100 * covered) / total;
  console.log(`${folder}: ${share.toFixed(2)} % of lines (${covered} of ${total})`);
}
