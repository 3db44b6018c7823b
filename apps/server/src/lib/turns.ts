/**
 * Long work in short turns of the event loop. A request that waits behind a turn waits at most
 * its length, so work that runs for seconds (checking an HR file of 100,000 rows) yields once a
 * turn has lasted TURN_MS, whatever the machine's speed or the code's warmth: counting rows or
 * bytes instead gives long turns while the checking code is still cold, and on a busy machine.
 */
export const TURN_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock for one piece of long work: `due()` says the turn is over, `yield()` ends it. */
export function turnClock(turnMs = TURN_MS) {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= turnMs,
    async yield() {
      await nextTurn();
      started = performance.now();
    },
    /** Yields when the turn is over; cheap to call for every item. */
    async maybeYield() {
      if (performance.now() - started >= turnMs) await this.yield();
    },
    /** For callback code: runs `next` in a later turn when this one is over, now otherwise. */
    after(next: () => void) {
      if (performance.now() - started < turnMs) return next();
      setImmediate(() => {
        started = performance.now();
        next();
      });
    },
  };
}

export type TurnClock = ReturnType<typeof turnClock>;
