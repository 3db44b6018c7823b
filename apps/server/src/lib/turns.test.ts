import { describe, expect, it } from 'vitest';
import { turnClock } from './turns.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* work */
  }
};

describe('turnClock', () => {
  it('lets a timer in between turns of long work', async () => {
    const clock = turnClock(5);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    for (let i = 0; i < 40; i += 1) {
      busy(1);
      await clock.maybeYield();
    }
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });

  it('does not yield before the turn is over', async () => {
    const clock = turnClock(10_000);
    let later = false;
    setImmediate(() => (later = true));
    await clock.maybeYield();
    expect(clock.due()).toBe(false);
    expect(later).toBe(false);
  });

  it('after() runs at once within the turn and in a later turn once it is over', async () => {
    const clock = turnClock(2);
    const order: string[] = [];
    clock.after(() => order.push('now'));
    busy(3);
    clock.after(() => order.push('later'));
    order.push('sync');
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['now', 'sync', 'later']);
  });
});
