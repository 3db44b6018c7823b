import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirst } from './lib/longest-first.js';

/** A clean clone: no previous run's timings, so vitest would order by file size alone. */
function cleanCloneSequencer(sizes: Record<string, number>): LongestFirst {
  const ctx = {
    config: { root: '/repo' },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.split(':')[1]!] ?? 0 }),
    },
  } as unknown as Vitest;
  return new LongestFirst(ctx);
}

const spec = (project: string, file: string) =>
  ({
    moduleId: `/repo/${file}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  }) as unknown as TestSpecification;

describe('the longest files first', () => {
  it('starts the long walks before larger but shorter files, and leaves other projects alone', async () => {
    const files = [
      spec('e2e', 'e2e/feed.spec.ts'),
      spec('e2e', 'e2e/every-route-member.spec.ts'),
      spec('unit', 'scripts/a.test.ts'),
      spec('e2e', 'e2e/insights.spec.ts'),
      spec('e2e', 'e2e/links.spec.ts'),
    ];
    const sorted = await cleanCloneSequencer({
      'e2e/feed.spec.ts': 9000,
      'e2e/links.spec.ts': 8000,
      'e2e/insights.spec.ts': 7000,
      'e2e/every-route-member.spec.ts': 200,
    }).sort(files);
    expect(sorted.map((s) => `${s.project.name}:${s.moduleId.slice(6)}`)).toEqual([
      'e2e:e2e/insights.spec.ts',
      'e2e:e2e/every-route-member.spec.ts',
      'e2e:e2e/feed.spec.ts',
      'e2e:e2e/links.spec.ts',
      'unit:scripts/a.test.ts',
    ]);
  });

  it('starts the API files with the generated payloads first, each project in its own slots', async () => {
    const files = [
      spec('api', 'apps/server/src/modules/shop/checkout.test.ts'),
      spec('e2e', 'e2e/links.spec.ts'),
      spec('api', 'apps/server/test/bad-input-generated-members.test.ts'),
      spec('api', 'apps/server/src/modules/insights/rollups.test.ts'),
      spec('e2e', 'e2e/insights.spec.ts'),
    ];
    const sorted = await cleanCloneSequencer({
      'apps/server/src/modules/shop/checkout.test.ts': 9000,
      'e2e/links.spec.ts': 8000,
      'apps/server/src/modules/insights/rollups.test.ts': 7000,
      'e2e/insights.spec.ts': 6000,
      'apps/server/test/bad-input-generated-members.test.ts': 100,
    }).sort(files);
    expect(sorted.map((s) => `${s.project.name}:${s.moduleId.slice(6)}`)).toEqual([
      'api:apps/server/test/bad-input-generated-members.test.ts',
      'api:apps/server/src/modules/insights/rollups.test.ts',
      'api:apps/server/src/modules/shop/checkout.test.ts',
      'e2e:e2e/insights.spec.ts',
      'e2e:e2e/links.spec.ts',
    ]);
  });
});
