import { describe, expect, it } from 'vitest';
import { countRetryDelay } from './get-notification-stream.ts';

/*
 * A stream whose count failed (a busy connection pool when a thousand streams count at once)
 * counts again: soon at first, later each time up to a minute, spread at random so that the
 * streams that failed together do not all try again together.
 */
describe('the notification stream counting again after a failure', () => {
  it('waits about a second after the first failure, twice as long after each next one, at most a minute', () => {
    const shortest = () => 0;
    const longest = () => 1;
    expect([1, 2, 3, 4].map((failures) => countRetryDelay(failures, longest))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(countRetryDelay(1, shortest)).toBe(500);
    expect(countRetryDelay(20, longest)).toBe(60_000);
  });

  it('spreads the streams that failed together over the second half of the wait', () => {
    const delays = Array.from({ length: 200 }, () => countRetryDelay(3));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4000);
    expect(new Set(delays.map((delay) => Math.floor(delay / 100))).size).toBeGreaterThan(10);
  });
});
