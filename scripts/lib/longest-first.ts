import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first, per project (from the summary's "slowest files" of
 * a clean-clone run). A project's workers take files from one queue, so the run ends when its
 * last file does: started last, a long file leaves the other worker idle for most of its length.
 * Without a previous run's timings (a clean clone has none) vitest starts the largest files
 * first, and the every-route walks or the generated bad-input payloads, a few lines each, would
 * start last.
 */
export const LONGEST_FILES: Readonly<Record<string, readonly string[]>> = {
  e2e: [
    'insights.spec.ts',
    'every-route-reports-admin.spec.ts',
    'recognition.spec.ts',
    'shop-phone.spec.ts',
    'every-route-manager.spec.ts',
    'checkout-trust.spec.ts',
    'admin-shop.spec.ts',
    'nominations.spec.ts',
    'shop.spec.ts',
    'identity.spec.ts',
    'foundation.spec.ts',
    'every-route-member.spec.ts',
    'payments.spec.ts',
    'pwa.spec.ts',
    'community.spec.ts',
  ],
  // On PostgreSQL the roll-up property test is the longest; the generated payloads run there too.
  api: [
    'bad-input-generated-members.test.ts',
    'rollups.test.ts',
    'bad-input-generated-admin.test.ts',
    'demo.test.ts',
    'bad-input.test.ts',
    'role-matrix.test.ts',
    'bad-input-integrations.test.ts',
    'upload-limit.test.ts',
    'backup.test.ts',
    'heap.test.ts',
  ],
};

/** Vitest's order, with each project's files above moved to the front of its files, longest first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    for (const [project, longest] of Object.entries(LONGEST_FILES)) {
      const rank = (spec: TestSpecification) => {
        const at = longest.indexOf(path.basename(spec.moduleId));
        return at === -1 ? longest.length : at;
      };
      const slots = sorted.flatMap((spec, i) => (spec.project.name === project ? [i] : []));
      // Array.prototype.sort is stable: files outside the list keep vitest's order after it.
      const mine = slots.map((i) => sorted[i]!).sort((a, b) => rank(a) - rank(b));
      slots.forEach((slot, k) => (sorted[slot] = mine[k]!));
    }
    return sorted;
  }
}
