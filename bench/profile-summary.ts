/**
 * Where a CPU profile's time went (`npm run bench:profile -- <file.cpuprofile> [--top=25]`): the
 * self time of every sample summed by package or by folder of our own code, then the functions
 * with the most self time. Made for the profiles `BENCH_SERVER_NODE_ARGS="--cpu-prof …"` leaves
 * when the load benchmark's server exits; idle and garbage collection are shown apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { intArg, parseArgs } from './lib/args.js';
import { printTable } from './lib/format.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = parseArgs();
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [--top=25]');
const TOP = intArg(args, 'top', 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;

/** The package a script belongs to, or our folder (server/modules/recognition), or a kind of time. */
function placeOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program: V8 and native code)';
  if (!url) return `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const dist = url.indexOf('/apps/server/dist/');
  if (dist >= 0) return `server dist ${url.slice(dist + 18)}`;
  const src = url.indexOf('/apps/server/src/');
  if (src >= 0) return `server ${path.dirname(url.slice(src + 17))}`;
  return url;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
let busy = 0;
for (const [id, micros] of selfMicros) {
  const node = byId.get(id)!;
  const place = placeOf(node);
  total += micros;
  if (place !== '(idle)') busy += micros;
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const { functionName, url, lineNumber } = node.callFrame;
  const fn =
    `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
}

const share = (micros: number) => `${((micros / busy) * 100).toFixed(1)} %`;
const ms = (micros: number) => (micros / 1000).toFixed(0);
console.log(
  `${path.basename(file)}: ${ms(total)} ms sampled, ${ms(busy)} ms busy (shares below are of busy time)\n`,
);
const places = [...byPlace].filter(([p]) => p !== '(idle)').sort((a, b) => b[1] - a[1]);
printTable(
  ['where', 'self ms', 'share'],
  places.slice(0, TOP).map(([p, m]) => [p, ms(m), share(m)]),
);
console.log('');
const functions = [...byFunction].filter(([f]) => !f.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
printTable(
  ['function', 'self ms', 'share'],
  functions.slice(0, TOP).map(([f, m]) => [f, ms(m), share(m)]),
);
