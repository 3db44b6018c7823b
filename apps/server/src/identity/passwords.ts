import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds 19 MiB while it runs, and more hashes at once than the process has cores do
 * not finish sooner: a burst of sign-ins would only add memory. So at most one per core.
 */
export const oneHashPerCore = pLimit(Math.max(1, availableParallelism()));

export const hashPassword = (password: string) => oneHashPerCore(() => hash(password, OPTIONS));

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Spend the same effort for a member without a password, so timing does not tell.
    await hashPassword(password);
    return false;
  }
  try {
    return await oneHashPerCore(() => verify(stored, password));
  } catch {
    return false;
  }
}
