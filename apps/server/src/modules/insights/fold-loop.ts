import type { Database } from '../../db/database.js';
import { foldPending } from './fold.js';

/**
 * Folds the waiting roll-up deltas every `pollMs` while the server runs, so a reader seldom
 * finds many (readers fold too) and the fold's cost is spread over the sends that caused it.
 * Returns a function that stops and waits for a fold in progress.
 */
export function startInsightsFolding(
  database: Database,
  opts: { pollMs: number; onError: (err: unknown) => void },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    if (stopped) return;
    try {
      await foldPending(database);
    } catch (err) {
      opts.onError(err);
    }
  };
  const timer = setInterval(() => {
    running = running.then(pass);
  }, opts.pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
