import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './payment-loader';

describe('within', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the promise\'s value when it settles in time', async () => {
    vi.useFakeTimers();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('button'), 19_000));
    const result = within(late, 20_000);
    await vi.advanceTimersByTimeAsync(19_000);
    await expect(result).resolves.toBe('button');
  });

  it('rejects once the time is up, though the promise may still settle later', async () => {
    vi.useFakeTimers();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('button'), 21_000));
    const result = within(late, 20_000);
    const caught = result.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await caught).toBe('Not settled within 20000 ms.');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(late).resolves.toBe('button');
  });

  it('passes on the promise\'s own failure at once, not after the wait', async () => {
    vi.useFakeTimers();
    const result = within(Promise.reject(new Error('The payment script failed to load.')), 20_000);
    await expect(result).rejects.toThrow('The payment script failed to load.');
    expect(vi.getTimerCount()).toBe(0);
  });
});
