import { createStore, useStore } from './store';

/** A global error dialog: 'Data Response Error', 'Data Request Error'… */
export interface ErrorModalContent {
  title: string;
  lines: string[];
}

const queue = createStore<readonly ErrorModalContent[]>([]);

const same = (a: ErrorModalContent, b: ErrorModalContent) =>
  a.title === b.title && a.lines.join('\n') === b.lines.join('\n');

export function showErrorModal(content: ErrorModalContent): void {
  // Parallel requests failing the same way (server down at start) should not stack identical dialogs.
  queue.set((current) => (current.some((c) => same(c, content)) ? current : [...current, content]));
}

export function dismissErrorModal(): void {
  queue.set((current) => current.slice(1));
}

export function useCurrentErrorModal(): ErrorModalContent | undefined {
  return useStore(queue)[0];
}

/** Closes every dialog at once: a fresh page (component tests render one screen after another). */
export function dismissAllErrorModals(): void {
  queue.set([]);
}
