import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, oneHashPerCore, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const stored = await hashPassword('Recognise2026');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Recognise2026')).toBe(true);
    expect(await verifyPassword(stored, 'recognise2026')).toBe(false);
    expect(await verifyPassword(null, 'Recognise2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Recognise2026')).toBe(false);
  });

  it('runs at most one hash per core at once; the rest wait their turn', async () => {
    const cores = Math.max(1, availableParallelism());
    expect(oneHashPerCore.concurrency).toBe(cores);
    const burst = Array.from({ length: cores + 3 }, (_, i) =>
      i % 2 ? hashPassword(`pw-${i}`) : verifyPassword(null, `pw-${i}`),
    );
    expect(oneHashPerCore.activeCount).toBeLessThanOrEqual(cores);
    expect(oneHashPerCore.activeCount + oneHashPerCore.pendingCount).toBe(cores + 3);
    await Promise.all(burst);
    expect(oneHashPerCore.activeCount + oneHashPerCore.pendingCount).toBe(0);
  });
});
