// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineFailure } from '../lib/api';
import { whenOnline } from './when-online';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe("a screen's chunk while the device is offline", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    offlineFailure.set(false);
  });

  it('shows the offline screen and loads the chunk once the device is back online', async () => {
    setOnline(false);
    let tries = 0;
    const load = vi.fn(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'the screen';
    });
    const loaded = whenOnline(load);
    await vi.waitFor(() => expect(offlineFailure.get()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('the screen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails as before when the device is online: the error is not the connection', async () => {
    setOnline(true);
    await expect(whenOnline(() => Promise.reject(new Error('broken chunk')))).rejects.toThrow('broken chunk');
    expect(offlineFailure.get()).toBe(false);
  });
});
