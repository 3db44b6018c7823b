import { afterEach, vi } from 'vitest';
import { prepareDom } from './dom-setup';
import { resetScreens } from './render-screen';

/**
 * The component project's setup file, run before each file: the files of a worker share their
 * modules (vitest.config.ts), so what each file and each test needs is set here, not by a
 * module's first import.
 */
// A screen's test takes about a second on a quiet machine; two cores shared with the API and
// browser suites can make it many times slower, which is no failure of the screen.
vi.setConfig({ testTimeout: 30_000 });
prepareDom();
afterEach(async () => {
  await resetScreens();
  vi.restoreAllMocks();
});
