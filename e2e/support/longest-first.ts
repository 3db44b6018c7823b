import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (from the summary's "slowest files" of a
 * clean-clone run). Two workers take files from one queue, so the run ends when the last file
 * does: started last, a long file leaves one worker idle for most of its length. Without a
 * previous run's timings (a clean clone has none) vitest starts the largest files first, and
 * the every-route walks, a few lines each, would start last.
 */
export const LONGEST_BROWSER_FILES = [
  'insights.spec.ts',
  'every-route-reports-admin.spec.ts',
  'recognition.spec.ts',
  'every-route-member.spec.ts',
  'every-route-manager.spec.ts',
  'shop-phone.spec.ts',
  'nominations.spec.ts',
  'phone-nav.spec.ts',
  'checkout-trust.spec.ts',
  'report-paging.spec.ts',
  'community.spec.ts',
  'identity.spec.ts',
];

/** Vitest's order, with the browser files above moved to the front of their project, longest first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_BROWSER_FILES.indexOf(path.basename(spec.moduleId));
      return at === -1 ? LONGEST_BROWSER_FILES.length : at;
    };
    const slots = sorted.flatMap((spec, i) => (spec.project.name === 'e2e' ? [i] : []));
    // Array.prototype.sort is stable: files outside the list keep vitest's order after it.
    const browser = slots.map((i) => sorted[i]!).sort((a, b) => rank(a) - rank(b));
    slots.forEach((slot, k) => (sorted[slot] = browser[k]!));
    return sorted;
  }
}
