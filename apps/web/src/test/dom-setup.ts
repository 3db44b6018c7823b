import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

/**
 * What a component test needs from the page that happy-dom leaves out, set on each file's
 * window by component-setup.ts.
 */
export function prepareDom(): void {
  if (typeof document === 'undefined') {
    throw new Error('A component test needs a DOM: start the file with `// @vitest-environment happy-dom`.');
  }
  // Each wait for what a screen shows (findBy…, waitFor; one second by default) may take longer
  // on a machine whose two cores are shared with the other suites.
  configure({ asyncUtilTimeout: 10_000 });
  // Mantine's ScrollArea and autosize textarea watch their size; nothing is laid out here.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Screens scroll to the top after a send; there is nothing to scroll.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
