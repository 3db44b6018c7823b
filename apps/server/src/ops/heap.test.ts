import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('../../test/fixtures/heap-growth-child.ts', import.meta.url));
const peakWith = (percent: number): number => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, String(percent)], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { peakMiB: number }).peakMiB;
};

describe('limitHeapGrowth', () => {
  it('keeps the heap near what is live instead of letting garbage pile up to several times it', () => {
    const own = peakWith(0);
    const limited = peakWith(40);
    // V8 alone let this heap reach about 350 MiB; the default 40 % keeps it far below.
    expect(limited).toBeLessThan(own * 0.7);
  }, 60_000);
});
