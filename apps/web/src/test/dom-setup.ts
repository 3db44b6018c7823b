import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * What a component test needs from the page that happy-dom leaves out. Imported by
 * render-screen.tsx, so every file that renders a screen has it.
 */
if (typeof document === 'undefined') {
  throw new Error('A component test needs a DOM: start the file with `// @vitest-environment happy-dom`.');
}

// A screen's test takes about a second on a quiet machine; two cores shared with the API and
// browser suites can make it many times slower, which is no failure of the screen. So a test,
// and each wait for what a screen shows (findBy…, waitFor; one second by default), may take longer.
vi.setConfig({ testTimeout: 30_000 });
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
