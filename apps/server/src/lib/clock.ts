/** Time source, injectable so tests (and the birthday job) can run at a fixed moment. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const isoNow = (clock: Clock) => clock.now().toISOString();
