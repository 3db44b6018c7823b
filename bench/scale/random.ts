/** A small seeded generator (mulberry32): the same seed gives the same company on both databases. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export const intIn = (rnd: () => number, min: number, max: number) =>
  min + Math.floor(rnd() * (max - min + 1));

export const pick = <T>(rnd: () => number, list: ArrayLike<T>): T =>
  list[Math.floor(rnd() * list.length)] as T;
